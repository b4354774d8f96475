"""Polis rulebook p.7–10: military actions 5 (Déplacer des Hoplites), 6 (Déplacer des Galères), 7 (Assiéger une
Polis) and 8 (Collecte); each costs 1 prestige (p.5)."""

from __future__ import annotations

import pytest

from .helpers import (
    POLIS,
    A,
    S,
    board,
    edit,
    goods,
    legal,
    log,
    owner,
    play,
    pop,
    prestige,
    refused,
    start,
    units,
)

# ---- 5. Déplacer des Hoplites


def _thessalia_example():
    return edit(start(), round="5a", to_move=A,
                units={(A, "ionia"): 1, (A, "attika"): 2, (A, "boiotia"): 2, (S, "boiotia"): 2})


def test_a5_example_five_hoplites_into_thessalia():
    """« A.- Il commence par déplacer son hoplite de la région Ionie ... par un mouvement maritime ... B.- ... deux
    hoplites de plus ... d'Attika à travers la Boiotia, où aucun joueur ne bloque ... C.- ... les 2 hoplites qu'il a
    en Boiotia »: five hoplites reach Thessalia in one action for 1 prestige."""
    state = _thessalia_example()
    play(state, "act move_hoplites", "to thessalia", "bysea ionia", "land attika", "land attika", "land boiotia",
         "land boiotia", "done")
    assert units(state, "thessalia") == [0, 5]
    assert units(state, "boiotia") == [2, 0]
    assert units(state, "ionia") == [0, 0] and units(state, "attika") == [0, 0]
    assert prestige(state) == [3, 2]


def test_a5_example_wrong_order_blocks_the_land_route():
    """« le mouvement (B) doit être fait avant le mouvement (C), sinon, Sparta bloquera le chemin à travers la Boiotia
    et Athenai devra chercher un autre type de mouvement (B) (... un mouvement maritime à travers les Kyklades) »."""
    state = _thessalia_example()
    play(state, "act move_hoplites", "to thessalia", "land boiotia")
    refused(state, "land attika", "p.7")
    state.apply("bysea attika")
    assert units(state, "thessalia") == [0, 2]


def test_a5_land_move_cannot_cross_opponent_territory():
    """« les hoplites se déplacent entre les territoires, sans traverser des territoires contrôlés par l'autre joueur
    (où il a plus de cubes que vous) »: Boiotia held 1–0 by Sparta blocks Attika → Thessalia by land."""
    state = edit(start(), to_move=A, units={(S, "boiotia"): 1})
    play(state, "act move_hoplites", "to thessalia")
    refused(state, "land attika")


def test_a5_destination_may_be_controlled_by_the_opponent():
    """« Il peut contrôler le territoire d'origine ou de destination parce que vos hoplites ne les ont pas
    traversés »: an Athenian hoplite enters Spartan-held Lakedaimon from Arkadia."""
    state = edit(start(), to_move=A, units={(A, "arkadia"): 1})
    play(state, "act move_hoplites", "to lakedaimon", "land arkadia", "done")
    assert units(state, "lakedaimon") == [3, 1]


def test_a5_sea_move_blocked_by_a_controlled_embarkation_sea():
    """« l'adversaire ne bloque pas les Nóties Sporádes (en ayant plus de galères) »: when Sparta does hold Nóties
    Sporádes, the Ionian hoplites cannot embark."""
    state = edit(start(), to_move=A, units={(S, "noties_sporades"): 2})
    play(state, "act move_hoplites", "to boiotia")
    refused(state, "bysea ionia", "p.7-8")


def test_a5_sea_move_blocked_by_every_controlled_sea_on_the_way():
    """« seulement traverser des mers non contrôlées par l'adversaire »: Ionia → Thessalia needs Kyklades, Thrakiko
    or Ionio Pelagos; with all three held by Sparta the hoplite cannot go, with Thrakiko free it can."""
    blocked = edit(start(), to_move=A, units={(S, "kyklades"): 3, (S, "thrakiko"): 1, (A, "attika"): 1})
    play(blocked, "act move_hoplites", "to thessalia")
    refused(blocked, "bysea ionia")
    open_ = edit(start(), to_move=A, units={(S, "kyklades"): 3, (A, "attika"): 0})
    play(open_, "act move_hoplites", "to thessalia", "bysea ionia", "done")
    assert units(open_, "thessalia") == [0, 1]


def test_a5_sea_move_needs_no_galleys():
    """« Le terme “embarquer” n'implique pas que les hoplites ont besoin de galères alliées ... Ces mers peuvent même
    être vides »: a Spartan hoplite crosses an empty Ionio Pelagos to Sikelia."""
    state = edit(start(), units={(S, "messenia"): 1, (S, "ionio"): 0})
    play(state, "act move_hoplites", "to sikelia", "bysea messenia", "done")
    assert units(state, "sikelia") == [1, 0]


def test_a5_sikelia_and_ionia_only_by_sea():
    """« la Sikelia (par Ionio Pelagos) et ... l'Ionia (par les Nóties Sporádes) » are entered only by sea."""
    state = edit(start(), units={(S, "messenia"): 1})
    play(state, "act move_hoplites", "to sikelia")
    refused(state, "land messenia")
    refused(state, "land lakedaimon")


def test_a5_diolkos_for_the_owner_of_korinthos():
    """« si quelqu'un possède Korinthos, il peut déplacer des hoplites de Ionio Pelagos aux Kyklades et vice versa,
    directement en traversant le diolkos »: Sikelia → Attika with Myrtöo held by Athens."""
    units_ = {(S, "sikelia"): 1, (A, "myrtoo"): 2, (A, "kyklades"): 0, (S, "myrtoo"): 0}
    without = edit(start(), units=units_)
    play(without, "act move_hoplites", "to attika")
    refused(without, "bysea sikelia")
    with_ = edit(start(), units=units_, poleis={"korinthos": (S, 4)})
    play(with_, "act move_hoplites", "to attika", "bysea sikelia", "done")
    assert units(with_, "attika") == [1, 3]


def test_a5_destination_capacity():
    """« ils ne peuvent pas dépasser la capacité maximale du round (3, 4, 5, et 5) »: Boiotia holding 2 Athenian
    hoplites takes 1 more in round 3."""
    state = edit(start(), to_move=A, units={(A, "boiotia"): 2})
    play(state, "act move_hoplites", "to boiotia", "land attika")
    refused(state, "land attika")


def test_a5_one_destination_per_action():
    """« leur destination doit être la même »."""
    state = edit(start(), round="4", to_move=A)
    play(state, "act move_hoplites", "to boiotia", "land attika")
    refused(state, "to megaris")


# ---- 6. Déplacer des Galères


def test_a6_galleys_cannot_cross_a_controlled_sea():
    """« sans passer à travers des cases mer contrôlées par l'adversaire (dans lesquelles il a plus de cubes que
    vous) »: Myrtöo → Thrakiko passes Kyklades (Athens 2–0) or Nóties Sporádes (1–0)."""
    state = start()
    play(state, "act move_galleys")
    refused(state, "to thrakiko")
    tied = edit(start(), units={(S, "noties_sporades"): 1})
    play(tied, "act move_galleys", "to thrakiko", "sail myrtoo", "done")
    assert units(tied, "thrakiko") == [1, 0]


def test_a6_source_and_destination_may_be_controlled():
    """« L'adversaire peut contrôler les cases maritimes source et destination parce que vous ne les traversez pas »."""
    state = edit(start(), units={(S, "noties_sporades"): 1, (A, "noties_sporades"): 2})
    play(state, "act move_galleys", "to kyklades", "sail myrtoo", "sail noties_sporades", "done")
    assert units(state, "kyklades") == [2, 2]
    assert prestige(state) == [2, 3]


def test_a6_order_of_the_galleys_matters():
    """« ce mouvement n'est pas simultané, et vous devriez prendre en compte l'ordre dans lequel les galères se
    déplacent »: leaving Kyklades first hands it to Athens and blocks the Myrtöo galley."""
    setup = {(S, "kyklades"): 1, (A, "kyklades"): 1}
    bad = edit(start(), units=setup)
    play(bad, "act move_galleys", "to thrakiko", "sail kyklades")
    refused(bad, "sail myrtoo")
    good = edit(start(), units=setup)
    play(good, "act move_galleys", "to thrakiko", "sail myrtoo", "sail kyklades", "done")
    assert units(good, "thrakiko") == [2, 0]


def test_a6_diolkos_for_the_owner_of_korinthos():
    """« celui qui possède Korinthos peut directement déplacer des galères de Ionio Pelagos aux Kyklades »."""
    setup = {(S, "myrtoo"): 0, (A, "myrtoo"): 2, (A, "kyklades"): 0}
    without = edit(start(), units=setup)
    play(without, "act move_galleys")
    refused(without, "to kyklades")
    with_ = edit(start(), units=setup, poleis={"korinthos": (S, 4)})
    play(with_, "act move_galleys", "to kyklades", "sail ionio", "done")
    assert units(with_, "kyklades") == [1, 0]


def test_a6_destination_capacity():
    """« sans dépasser la capacité de round (3, 4, 5, 5) dans la destination »."""
    state = edit(start(), units={(S, "ionio"): 3})
    play(state, "act move_galleys")
    refused(state, "to ionio")


# ---- 7. Assiéger une Polis


def test_a7_example1_naupaktos_without_a_roll():
    """Exemple 1: « il déplace trois hoplites en Thessalia (parce qu'il y a deux hoplites Spartiates ...) en dépensant
    1 point de Prestige. En payant un autre point ... il exécute le siège qu'il achève automatiquement ... il reçoit 1
    point de Prestige »."""
    state = edit(start(), to_move=A, units={(S, "thessalia"): 2})
    play(state, "act move_hoplites", "to thessalia", "land attika", "land attika", "land attika", "done")
    assert prestige(state)[A] == 2
    play(state, "act siege", "polis naupaktos")
    assert not state.is_chance_node()
    assert owner(state, "naupaktos") == "Athens" and pop(state, "naupaktos") == 1
    assert prestige(state)[A] == 2


def test_a7_example2_thebai_fails_then_succeeds():
    """Exemple 2: « Le joueur Athénien lance le dé à 4 face et obtient un 2... Non seulement il ne termine pas le
    siège mais il perd aussi un hoplite ... il décide de déplacer deux autres hoplites ... Il lance le et obtient un
    3... il remporte le siège ... et il reçoit 3 points de Prestige »; net « une balance de prestige négative »."""
    state = edit(start(), round="4", to_move=A, units={(A, "thessalia"): 2}, prestige=(3, 5))
    play(state, "act move_hoplites", "to boiotia", "land attika", "land attika", "land attika", "done")
    play(state, "act siege", "polis thebai", "d4 2")
    assert units(state, "boiotia") == [0, 2]
    assert owner(state, "thebai") is None and pop(state, "thebai") == 3
    assert prestige(state)[A] == 3
    assert state.current_player == S
    play(state, "act hoplites", "polis sparta", "pay metal", "done", "act merchants", "polis pylos", "pay wood", "done")
    play(state, "act move_hoplites", "to boiotia", "land thessalia", "land thessalia", "done")
    play(state, "act siege", "polis thebai", "d4 3")
    assert owner(state, "thebai") == "Athens" and pop(state, "thebai") == 3
    assert prestige(state)[A] == 5 - 4 + 3
    assert units(state, "boiotia") == [0, 4]


def _example3():
    return edit(start(), round="5a", poleis={"thebai": (A, 2)}, units={(A, "boiotia"): 2, (S, "thessalia"): 4})


def test_a7_example3_sparta_takes_athenian_thebai():
    """Exemple 3: « il n'est pas pertinent que Thebai a une population de 2, parce que ce qui compte, c'est sa
    fortification de 3 ... les circonstances ne conduisent pas à une bataille (... il y en 6) ... dépense 2 points de
    Prestige ... et obtient un 4 ... il s'empare du contrôle de Thebai et il reçoit aussi 3 Points de Prestige »."""
    state = _example3()
    play(state, "act move_hoplites", "to boiotia", *["land thessalia"] * 4, "done")
    play(state, "act siege", "polis thebai", "d4 4")
    assert owner(state, "thebai") == "Sparta" and pop(state, "thebai") == 2
    assert prestige(state)[S] == 3 - 2 + 3
    assert board(state)["battle"] is None and state.current_player == A
    assert units(state, "boiotia") == [4, 2]


def test_a7_example3_failures_empty_thebai():
    """« S'il avait raté le jet, le joueur Spartiate aurait perdu un hoplite et Thebai aurait perdu 1 point de
    population ... s'il rate son jet, Thebai redeviendra neutre, parce qu'elle sera à cours de population »."""
    state = _example3()
    play(state, "act move_hoplites", "to boiotia", *["land thessalia"] * 4, "done")
    play(state, "act siege", "polis thebai", "d4 2")
    assert units(state, "boiotia") == [3, 2]
    assert owner(state, "thebai") == "Athens" and pop(state, "thebai") == 1
    play(state, "act hoplites", "polis athenai", "pay metal", "done", "act merchants", "polis athenai", "pay wood",
         "done")
    play(state, "act siege", "polis thebai", "d4 1")
    assert units(state, "boiotia") == [2, 2]
    assert owner(state, "thebai") is None and pop(state, "thebai") == POLIS["thebai"]["base"]


def test_a7_siege_needs_control_of_the_territory():
    """« Contrôlez ce territoire en ayant plus de hoplites que l'adversaire »: 3 against 3 is not enough."""
    state = edit(start(), round="4", units={(S, "boiotia"): 3, (A, "boiotia"): 3})
    assert "act siege" not in legal(state)
    refused(state, "act siege", "p.9")


def test_a7_siege_needs_as_many_hoplites_as_the_fortification():
    """« Avez autant de hoplites qu'elle a de fortification ou plus »: 2 hoplites cannot besiege Thebai (3)."""
    state = edit(start(), units={(S, "boiotia"): 2})
    refused(state, "act siege", "p.9")


def test_a7_cannot_besiege_the_enemy_capital():
    """« Vous ne pouvez pas assiéger la capitale de l'adversaire »: Athenai is refused, Chalkis is not."""
    state = edit(start(), round="5a", units={(S, "attika"): 5, (A, "attika"): 0})
    play(state, "act siege")
    refused(state, "polis athenai")
    assert legal(state) == ["polis chalkis"]


def test_a7_korinthos_cannot_be_besieged_in_round_three():
    """« deux poleis avec une fortification de 4 (Korinthos et Syrakousai), qui ne peuvent pas être assiégée au
    premier round »."""
    state = edit(start(), units={(S, "megaris"): 3})
    refused(state, "act siege")


@pytest.mark.parametrize(("roll", "taken"), [(2, False), (3, True), (4, True)])
def test_a7_roll_at_least_the_fortification_wins(roll, taken):
    """« S'il fait au moins le résultat de la valeur de la fortification, le joueur termine le siège »: Argos (3)."""
    state = edit(start(), units={(S, "arkadia"): 3})
    play(state, "act siege", "polis argos")
    assert sorted(a.args[0] for a, _p in state.chance_outcomes()) == [1, 2, 3, 4]
    state.apply(f"d4 {roll}")
    assert (owner(state, "argos") == "Sparta") is taken
    assert prestige(state)[S] == 3 - 1 + (3 if taken else 0)
    assert units(state, "arkadia") == ([3, 0] if taken else [2, 0])


def test_a7_failed_siege_of_enemy_polis_with_one_population_turns_it_neutral():
    """« Si la polis, appartenant au joueur, a seulement 1 point de population, cela est aussi perdu, mais au lieu de
    rester à 0 ..., la polis devient neutre »: Chios (1) returns to its base population 2."""
    state = edit(start(), poleis={"chios": (A, 1)}, units={(S, "ionia"): 2, (A, "ionia"): 0})
    play(state, "act siege", "polis chios", "d4 1")
    assert owner(state, "chios") is None and pop(state, "chios") == 2
    assert units(state, "ionia") == [1, 0]


def test_a7_no_second_siege_in_the_same_turn():
    """« tant que la nouvelle tentative n'a pas lieu à ce même tour (ce sera le même type d'action) »."""
    state = edit(start(), round="4", units={(S, "boiotia"): 4})
    play(state, "act siege", "polis thebai", "d4 1")
    assert units(state, "boiotia") == [3, 0]
    refused(state, "act siege", "p.5")


def test_a7_siege_captures_the_enemy_proxenos():
    """« si le Proxène adverse était dans la polis, il sera capturé par l'assiégeant, son pion sera retiré du
    plateau »."""
    state = edit(start(), poleis={"argos": (A, 2)}, units={(S, "arkadia"): 3}, proxenos={A: "argos"})
    play(state, "act siege", "polis argos", "d4 3")
    assert owner(state, "argos") == "Sparta" and pop(state, "argos") == 2
    assert board(state)["proxenos"][A] is None
    assert any("captured" in line for line in log(state))


# ---- 8. Collecte


def _sikelia():
    return edit(start(), round="5a", units={(S, "sikelia"): 5}, poleis={"gela": (S, 3)})


def test_a8_example_sikelia_three_wine_two_oil():
    """« Ayant le nombre maximum d'hoplites (5), avec trois d'entre eux, il peut obtenir 6 ressources de vin et avec
    les deux autres, il peut obtenir 3 ressources d'huile (A) ... le joueur doit placer un disque »."""
    state = _sikelia()
    play(state, "act collect", "at sikelia", *["collect wine"] * 3, *["collect oil"] * 2, "done")
    g = goods(state, S)
    assert (g["wine"], g["oil"]) == (4 + 6, 4 + 3)
    assert prestige(state)[S] == 2
    assert board(state)["collected"]["sikelia"] == "Sparta"
    assert units(state, "sikelia") == [5, 0]


def test_a8_example_sikelia_all_on_oil():
    """« En les assignant tous à l'huile, il pourrait obtenir 15 ressources d'huile (B) »."""
    state = _sikelia()
    play(state, "act collect", "at sikelia", *["collect oil"] * 5, "done")
    assert goods(state, S)["oil"] == 4 + 15


@pytest.mark.parametrize(("n", "gain"), [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15)])
def test_a8_yield_of_one_to_five_hoplites(n, gain):
    """« le joueur peut obtenir 1/3/6/10/15 marchandises d'un type avec 1/2/3/4/5 hoplites »."""
    state = edit(_sikelia(), units={(S, "sikelia"): n})
    play(state, "act collect", "at sikelia", *["collect wine"] * n, "done")
    assert goods(state, S)["wine"] == 4 + gain


def test_a8_sikelia_wheat_at_most_six():
    """« En Sikelia jusqu'à 15 ressources de vin ou d'huile peuvent être collectées et jusqu'à 6 ressources de blé »."""
    state = _sikelia()
    play(state, "act collect", "at sikelia", "collect wheat", "collect wheat", "collect wheat")
    refused(state, "collect wheat")
    state.apply("done")
    assert goods(state, S)["wheat"] == 6


def test_a8_needs_a_polis_in_the_territory():
    """« le joueur qui possède, au moins, une polis dans le région, peut demander à ses paysans »."""
    state = edit(start(), units={(S, "boiotia"): 2})
    play(state, "act collect")
    refused(state, "at boiotia")


def test_a8_achaia_collected_by_whoever_comes_first():
    """« Achaia est la seule région sans polis, ainsi elle peut être collectée par le premier joueur qui le fait »;
    the disc then closes it to both: « plus rien ne peut y être collecté durant ce round »."""
    state = edit(start(), units={(S, "achaia"): 2, (A, "achaia"): 1})
    play(state, "act collect", "at achaia", "collect metal", "collect metal", "done")
    assert goods(state, S)["metal"] == 4 + 3
    play(state, "act hoplites", "polis pylos", "pay metal", "done")
    assert state.current_player == A
    play(state, "act collect")
    refused(state, "at achaia")


def test_a8_own_disc_closes_the_territory_for_the_round():
    """« indiquant que la région a été pillée et que plus rien ne peut y être collecté durant ce round »."""
    state = edit(start(), round="4")
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    play(state, "act merchants", "polis pylos", "pay wood", "done")
    play(state, "act collect", "at attika", "collect wine", "done", "act merchants", "polis athenai", "pay wood",
         "done")
    assert state.current_player == S
    assert "act collect" not in legal(state)


def test_a8_home_collection_is_free():
    """« Dans les régions d'origine de chaque joueur, Lakedaimon ... et Attika ..., lorsqu'un joueur collecte, il ne
    perd pas de Prestige »."""
    state = edit(start(), to_move=A)
    play(state, "act collect", "at attika", "collect oil", "collect oil", "done")
    assert prestige(state) == [3, 3]
    assert goods(state, A)["oil"] == 4 + 3
    assert "Athens collects in its home territory Attika (free)" in log(state)


def test_a7_only_neutral_or_enemy_poleis():
    """« Vous pouvez assiéger une polis neutre ... ou possédée par l'adversaire »: Sparta cannot besiege its own
    Pylos."""
    state = edit(start(), units={(S, "messenia"): 3})
    refused(state, "act siege", "p.9")


def test_a8_collecting_needs_no_control_of_the_territory():
    """« le joueur qui possède, au moins, une polis dans le région, peut demander à ses paysans »: Sparta (Pylos)
    collects in Messenia with 1 hoplite against 3 Athenian ones."""
    state = edit(start(), units={(S, "messenia"): 1, (A, "messenia"): 3})
    play(state, "act collect", "at messenia", "collect wheat", "done")
    assert goods(state, S)["wheat"] == 1
    assert prestige(state)[S] == 2


def test_a8_only_ones_own_home_territory_is_free():
    """« Dans les régions d'origine de chaque joueur, Lakedaimon pour le joueur Spartiate et Attika pour le joueur
    Athénien »: Athens, owning Gytheion, pays 1 prestige to collect in Lakedaimon."""
    state = edit(start(), to_move=A, poleis={"gytheion": (A, 1)}, units={(A, "lakedaimon"): 1})
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    assert prestige(state) == [3, 2]
    assert goods(state, A)["metal"] == 5
