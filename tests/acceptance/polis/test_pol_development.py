"""Polis rulebook p.5–7: development actions 1 (Créer des Hoplites), 2 (Créer des Galères), 3 (Créer des Marchands)
and 4 (Commencer un Projet)."""

from __future__ import annotations

from collections import Counter

from .helpers import (
    BOARD,
    POLIS,
    A,
    S,
    board,
    both_pass,
    edit,
    goods,
    legal,
    log,
    owner,
    play,
    polis,
    pop,
    prestige,
    refused,
    start,
    units,
)

# ---- 1. Créer des Hoplites


def test_a1_example_pylos_two_hoplites_into_messenia():
    """« le joueur Spartiate, qui possède Pylos avec une population de 3 ... C'est le premier round (type 3) et en
    Messénie, 2 hoplites de plus peuvent encore être insérés ... Le joueur paie 2 ressources métal (le joueur en a
    3) et déplace deux cubes de population vers le territoire Messénie »."""
    state = edit(start(), poleis={"pylos": (S, 3)}, units={(S, "messenia"): 1}, goods={S: {"metal": 3}})
    play(state, "act hoplites", "polis pylos", "pay metal", "pay metal")
    refused(state, "pay metal")
    state.apply("done")
    assert goods(state, S)["metal"] == 1
    assert pop(state, "pylos") == 1
    assert units(state, "messenia") == [3, 0]


def test_a1_hoplite_paid_with_silver_instead_of_metal():
    """« le joueur paie 1 métal (ou 1 argent) de son stock »."""
    state = edit(start(), poleis={"pylos": (S, 3)})
    play(state, "act hoplites", "polis pylos", "pay silver", "done")
    assert goods(state, S)["silver"] == 3 and goods(state, S)["metal"] == 4
    assert units(state, "messenia") == [1, 0]


def test_a1_hoplites_from_a_single_polis():
    """« Les hoplites sont recrutés dans la population d'une unique polis »: after one from Pylos, not Sparta too."""
    state = edit(start(), round="4", poleis={"pylos": (S, 3)})
    play(state, "act hoplites", "polis pylos", "pay metal")
    refused(state, "polis sparta")


def test_a1_hoplites_go_to_the_polis_territory():
    """« ils sont placés sur le territoire auquel la polis appartient »: Chios's hoplite goes to Ionia."""
    state = edit(start(), round="4", to_move=A, poleis={"chios": (A, 3)})
    play(state, "act hoplites", "polis chios", "pay metal", "done")
    assert units(state, "ionia") == [0, 3]
    assert pop(state, "chios") == 2


def test_a1_polis_cannot_run_out_of_population():
    """« la polis ne peut pas être à cours de population »: Gytheion (1) recruits nothing."""
    state = edit(start(), round="4")
    play(state, "act hoplites")
    refused(state, "polis gytheion")


def test_a1_territory_capacity_limits_recruiting():
    """« aussi longtemps que le territoire peut les conserver (en fonction du round) »: Lakedaimon already holds 3
    Spartan hoplites in round 3."""
    state = start()
    play(state, "act hoplites")
    refused(state, "polis sparta")


def test_a1_epidamnos_and_abdera_cannot_create_hoplites():
    """« Epidamnos et Abdera ... ne peuvent pas créer d'hoplites, seulement des galères »."""
    state = edit(start(), poleis={"epidamnos": (S, 3), "abdera": (S, 3), "pylos": (S, 1)})
    assert "act hoplites" not in legal(state)
    play(state, "act galleys")
    assert "polis epidamnos" in legal(state) and "polis abdera" in legal(state)


# ---- 2. Créer des Galères


def test_a2_example_chalkis_galley_fourth_in_kyklades():
    """« Le joueur Athénien, qui possède Chalkis avec une population de 2 (son maximum), réalise l'action Créer des
    Galères au second round (type 4). Le joueur dépense 1 ressource bois et déplace 1 cube de la polis vers la mer des
    Kyklades qui à présent devient la dernière galère en fonction du round (le quatrième) »."""
    state = edit(start(), round="4", to_move=A, poleis={"chalkis": (A, 2), "athenai": (A, 5)},
                 units={(A, "kyklades"): 3})
    play(state, "act galleys", "polis chalkis", "pay wood")
    refused(state, "pay wood")
    state.apply("done")
    assert goods(state, A)["wood"] == 3
    assert pop(state, "chalkis") == 1
    assert units(state, "kyklades") == [0, 4]


def test_a2_galley_goes_to_the_sea_of_the_polis_arrow():
    """« placées en mer où la flèche de la polis pointe »: Pylos → Ionio Pelagos, Gytheion → Myrtöo Pelagos."""
    state = edit(start(), poleis={"pylos": (S, 3), "gytheion": (S, 2)})
    play(state, "act galleys", "polis gytheion", "pay wood", "done")
    assert units(state, "myrtoo") == [2, 0]
    state = edit(start(), poleis={"pylos": (S, 3)})
    play(state, "act galleys", "polis pylos", "pay silver", "done")
    assert units(state, "ionio") == [2, 0]
    assert goods(state, S)["silver"] == 3


def test_a2_sparta_and_thebai_have_no_port():
    """« Les deux poleis sans port: Sparte (Sparta) et Thebai ne peuvent pas créer de galères »."""
    state = edit(start(), round="4", poleis={"sparta": (S, 8), "thebai": (S, 5), "pylos": (S, 1)})
    assert "act galleys" not in legal(state)
    refused(state, "act galleys")


def test_a2_korinthos_chooses_either_sea():
    """« Korinthos, qui peut placer ses galères dans la mer correspondante selon le désire du joueur »."""
    for sea, expected in (("ionio", [2, 0]), ("kyklades", [1, 2])):
        state = edit(start(), poleis={"korinthos": (S, 4)})
        play(state, "act galleys", "polis korinthos")
        assert sorted(t for t in legal(state) if t.startswith("sea ")) == ["sea ionio", "sea kyklades"]
        play(state, "sea " + sea, "pay wood", "done")
        assert units(state, sea) == expected


def test_a2_sea_capacity_limits_building():
    """« aussi longtemps que la mer peut les garder (en fonction du round) »: Kyklades full at 3 in round 3."""
    state = edit(start(), to_move=A, units={(A, "kyklades"): 3}, poleis={"athenai": (A, 5)})
    play(state, "act galleys")
    refused(state, "polis athenai")
    assert legal(state) == ["polis chios"]


# ---- 3. Créer des Marchands


def test_a3_merchant_built_in_own_commercial_polis():
    """« le joueur paie 1 bois (ou 1 argent) ... retire 1 cube de la population de la polis commerciale ... et place 1
    navire sur le port commercial »."""
    state = start()
    play(state, "act merchants", "polis pylos", "pay wood", "done")
    assert goods(state, S)["wood"] == 3
    assert pop(state, "pylos") == 1
    assert board(state)["merchants_in_port"] == [2, 1]


def test_a3_athens_cannot_build_merchants_in_pylos():
    """« Seul le joueur spécifique avec la couleur du symbole de la carte peut créer des Marchands dans cette polis.
    Ainsi, par exemple, le joueur Athénien ne peut pas les créer à Pylos ou à Gytheion »."""
    state = edit(start(), to_move=A, poleis={"pylos": (A, 3), "gytheion": (A, 2)})
    play(state, "act merchants")
    refused(state, "polis pylos")
    refused(state, "polis gytheion")
    assert "polis athenai" in legal(state)


def test_a3_only_commercial_poleis():
    """« Cette action peut seulement être faite dans l'une des trois poleis commerciales »: not in Sparta."""
    state = edit(start(), poleis={"pylos": (S, 1)})
    assert "act merchants" not in legal(state)


# ---- 4. Commencer un Projet


def test_a4_example_socrates_in_athenai():
    """« Il vérifie qu'il y a 2 projets restants disponibles et parmi eux le seul qu'il peut entreprendre est le
    Philosophe Socrate. Il paie le coût ... qui est de 6 argents »."""
    state = edit(start(), to_move=A, display=["temple_apollo", "socrates"], goods={A: {"silver": 6}})
    state.apply("act project")
    assert legal(state) == ["start socrates athenai"]
    state.apply("start socrates athenai")
    assert goods(state, A)["silver"] == 0
    assert polis(state, "athenai")["project"] == "socrates"
    assert board(state)["display"] == ["temple_apollo"]


def test_a4_example_socrates_gives_four_prestige_at_end_of_round_and_two_for_posterity():
    """« si Athenai réalise le projet, Socrate lui donnera immédiatement 4 points de Prestige et 2 pour la
    postérité »: +4 in phase 1, +2 in the final score."""
    state = edit(start(), round="5b", to_move=A, goods={A: {"silver": 6, "wheat": 20}, S: {"wheat": 20}})
    play(state, "act project", "start socrates athenai", "pass", "pass")
    assert "Socrates is completed in Athenai: +4 prestige" in log(state)
    while not state.is_terminal():
        state.apply("done")
    assert prestige(state) == [3, 7]
    assert board(state)["scores"][A] == 8 + 7 + 2


def test_a4_project_type_must_be_on_the_polis_card():
    """« Les projets qui peuvent être initiés apparaissent sur la propre carte polis »: Sparta cannot host a
    philosopher."""
    state = edit(start(), goods={S: {"silver": 20}})
    assert "act project" not in legal(state)
    refused(state, "act project", "p.6")


def test_a4_one_project_in_progress_per_polis():
    """« Vous pouvez seulement commencer un Projet dans une polis qui n'en a pas déjà un en cours »."""
    state = edit(start(), to_move=A, goods={A: {"silver": 20}})
    play(state, "act project", "start protagoras athenai")
    play(state, "act collect", "at attika", "collect wine", "done")
    play(state, "act collect", "at lakedaimon", "collect metal", "done", "act merchants", "polis pylos", "pay wood",
         "done")
    assert state.current_player == A
    assert "act project" not in legal(state)
    refused(state, "act project")


def test_a4_silver_replaces_any_set_of_goods():
    """« il peut toujours remplacer chaque set de ressources pour payer la même quantité en argent »: Temple of Zeus
    (3 metal, 4 wood, 3 silver) with no wood: 4 more silver."""
    state = edit(start(projects=("temple_zeus", "socrates", "theatre")),
                 goods={S: {"metal": 3, "wood": 0, "silver": 7}})
    play(state, "act project", "start temple_zeus sparta")
    while polis(state, "sparta")["project"] is None:
        state.apply(legal(state)[0])
    g = goods(state, S)
    assert (g["metal"], g["wood"], g["silver"]) == (0, 0, 0)


def test_a4_started_project_no_longer_available_to_the_other_player():
    """« Ce projet ne sera plus disponible pour l'autre joueur »."""
    state = edit(start(projects=("temple_zeus", "socrates", "theatre")),
                 goods={S: {"metal": 10, "wood": 10, "silver": 10}, A: {"silver": 10}},
                 poleis={"syrakousai": (A, 4)})
    play(state, "act project", "start temple_zeus sparta")
    while polis(state, "sparta")["project"] is None:
        state.apply(legal(state)[0])
    assert "temple_zeus" not in board(state)["display"]
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    state.apply("act project")
    assert "start temple_zeus syrakousai" not in legal(state)
    refused(state, "start temple_zeus syrakousai")


def test_a4_phidias_gives_half_of_athenai_rounded_up():
    """« le Prestige immédiat offert par l'artiste dépend de l'importance de la capitale ... Phidias accorde autant
    de points que la moitié de la population arrondi au supérieur à la fin du round »: Athenai 7 → 4."""
    state = edit(start(), to_move=A, poleis={"athenai": (A, 7)},
                 goods={A: {"silver": 4, "wheat": 30}, S: {"wheat": 30}})
    play(state, "act project", "start phidias athenai", "pass", "pass")
    assert prestige(state)[A] == 3 + 4


def test_a4_types_and_hosts_of_the_fourteen_projects():
    """« Philosophe (3) ... Syrakousai ou Athenai; Artiste (1) ... Athenai; Temple (2) Syrakousai et Sparta; Théâtre (2)
    Korinthos, Thebai et Athenai; Statue (2) Epidamnos, Abdera, Gela et Sparta; Festival (2) Sparta, Poteidaia et Samos;
    Jeux (2) Pydna, Argos et Korinthos »."""
    assert Counter(p["type"] for p in BOARD["projects"]) == {
        "philosopher": 3, "artist": 1, "temple": 2, "theatre": 2, "statue": 2, "festival": 2, "games": 2}
    hosts = {t: sorted(n for n, p in POLIS.items() if t in p["types"]) for t in
             ("philosopher", "artist", "temple", "theatre", "statue", "festival", "games")}
    assert hosts == {
        "philosopher": ["athenai", "syrakousai"], "artist": ["athenai"], "temple": ["sparta", "syrakousai"],
        "theatre": ["athenai", "korinthos", "thebai"], "statue": ["abdera", "epidamnos", "gela", "sparta"],
        "festival": ["poteidaia", "samos", "sparta"], "games": ["argos", "korinthos", "pydna"]}


def test_a4_socrates_cost_and_prestige_data():
    """« le coût pour commencer ce Projet, qui est de 6 argents »; « 4 points de Prestige et 2 pour la postérité »."""
    p = {p["id"]: p for p in BOARD["projects"]}["socrates"]
    assert p["cost"] == {"silver": 6} and p["prestige"] == 4 and p["posterity"] == 2


def test_a4_polis_changing_hands_keeps_its_project_in_progress():
    """« Si une polis change de joueur, il la récupère avec tous les projets en cours »: Athens's Theatre in Thebai
    completes for Sparta after a civil war."""
    state = edit(start(projects=("theatre", "socrates", "protagoras")), to_move=A,
                 poleis={"thebai": (A, 3)}, goods={A: {"silver": 5, "wheat": 30}, S: {"silver": 9, "wheat": 30}},
                 proxenos={S: "thebai"})
    play(state, "act project", "start theatre thebai")
    while polis(state, "thebai")["project"] is None:
        state.apply(legal(state)[0])
    play(state, "act collect", "at attika", "collect wine", "done")
    state.apply("act civil_war")
    assert owner(state, "thebai") == "Sparta"
    assert polis(state, "thebai")["project"] == "theatre"
    s_prestige = prestige(state)[S]
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    both_pass(state)
    theatre = {p["id"]: p for p in BOARD["projects"]}["theatre"]["prestige"]
    assert prestige(state)[S] == s_prestige + theatre
    assert "theatre" in polis(state, "thebai")["completed"]


def test_a4_polis_turned_neutral_keeps_its_project():
    """« Si la polis devient neutre, parce que le propriétaire ... est assiégée, les projets restent dans la cité »:
    a failed siege empties Athens's Thebai (population 1) and the Theatre stays there; phase 1 completes only
    « les projets en cours dans les poleis possédées par les deux joueurs » (p.16), so nobody gains from it."""
    state = edit(start(projects=("theatre", "socrates", "protagoras")), to_move=A,
                 poleis={"thebai": (A, 1)}, goods={A: {"silver": 5, "wheat": 20}, S: {"wheat": 20}},
                 units={(S, "boiotia"): 3})
    play(state, "act project", "start theatre thebai")
    while polis(state, "thebai")["project"] is None:
        state.apply(legal(state)[0])
    play(state, "act collect", "at attika", "collect wine", "done")
    play(state, "act siege", "polis thebai", "d4 1")
    assert owner(state, "thebai") is None
    assert pop(state, "thebai") == POLIS["thebai"]["base"]
    assert polis(state, "thebai")["project"] == "theatre"
    before = prestige(state)
    play(state, "pass", "pass")
    assert board(state)["stage"] == "eor_growth"
    assert polis(state, "thebai")["project"] == "theatre" and polis(state, "thebai")["completed"] == []
    assert prestige(state) == before


def test_a2_galleys_from_a_single_polis():
    """« Cette action peut être menée dans une seule polis qui a un port »: after a galley from Pylos, not Korinthos
    too."""
    state = edit(start(), poleis={"pylos": (S, 3), "korinthos": (S, 4)})
    play(state, "act galleys", "polis pylos", "pay wood")
    refused(state, "polis korinthos")
