"""Polis rulebook p.10–13: political actions 9 (Commerce), 10 (Mouvement du Proxène), 11 (Libération d'un Proxène)
and 12 (Susciter une Guerre Civile)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from .helpers import (
    BOARD,
    A,
    S,
    board,
    edit,
    goods,
    legal,
    owner,
    play,
    pop,
    prestige,
    refused,
    start,
)

# ---- 9. Commerce


def _persis_example(oil_column=2, **kw):
    return edit(start(), round="4", to_move=A, markers={"oil": oil_column},
                units={(S, "kyklades"): 1, (A, "kyklades"): 2, (S, "noties_sporades"): 1, (A, "noties_sporades"): 1},
                **kw)


def test_a9_example_persis_oil_barter():
    """« Le joueur Athénien veut commercer ... la seconde cargaison perse (huile en échange de 4 blés) ... Sparta ne
    bloque pas la sortie des Kyklades (1 galère Spartiate contre 2 ...) ni le passage à travers les Nóties Sporádes
    (... égalité) ... il doit donner 5 ressources d'huile pour recevoir 4 ressources de blé ... Le résultat est de 2.
    Donc, il dévalorise la valeur de l'huile et il déplace le cube de deux cases vers la droite »."""
    state = _persis_example(goods={A: {"oil": 6}})
    play(state, "act trade")
    assert "cargo persis_2" in legal(state)
    play(state, "cargo persis_2", "paywith barter")
    state.apply("d4 2")
    g = goods(state, A)
    assert (g["oil"], g["wheat"]) == (1, 4 + 4)
    assert board(state)["markers"]["oil"] == 4
    assert board(state)["cargoes"]["persis_2"]["merchant"] == "Athens"
    assert board(state)["merchants_in_port"][A] == 0


def test_a9_example_persis_paid_in_silver():
    """« Dans l'exemple expliqué ci-dessus, le joueur Athénien a payé 4 ressources d'argent en échange de 4 ressources
    de blé »; « Le joueur lance le dé deux fois et déplace le cube ... d'autant de cases que le plus grand résultat des
    deux jets vers la gauche »."""
    state = _persis_example(oil_column=4, goods={A: {"silver": 4}})
    play(state, "act trade", "cargo persis_2", "paywith silver")
    probs = {a.args[0]: p for a, p in state.chance_outcomes()}
    assert probs == {1: Fraction(1, 16), 2: Fraction(3, 16), 3: Fraction(5, 16), 4: Fraction(7, 16)}
    state.apply("d4 2")
    g = goods(state, A)
    assert (g["silver"], g["wheat"], g["oil"]) == (0, 8, 4)
    assert board(state)["markers"]["oil"] == 2


@pytest.mark.parametrize(("round_", "cargo", "good", "column"), [
    ("3", "persis_1", "wine", 1), ("3", "persis_1", "wine", 8), ("4", "aigyptos_2", "wine", 3),
    ("5a", "persis_3", "wine", 3)])
def test_a9_barter_amount_from_the_value_table(round_, cargo, good, column):
    """« la quantité de marchandises demandée que vous devez donner est le résultat du croisement de la colone dans
    laquelle la valeur des marchandises est placée (voir le cube) et la ligne en fonction du type de cargaison
    négociée (3, 4 ou 5) »."""
    table = BOARD["value_table"]
    market = {m["id"]: m for m in BOARD["markets"]}[cargo.split("_")[0]]
    c = market["cargoes"][int(cargo.split("_")[1]) - 1]
    cost = table[str(c["value"])][column - 1]
    state = edit(start(), round=round_, to_move=A, markers={good: column}, goods={A: {good: 20}})
    before = goods(state, A)
    play(state, "act trade", "cargo " + cargo, "paywith barter", "d4 1")
    after = goods(state, A)
    assert after[good] == 20 - cost
    assert after[c["payout"]] == before[c["payout"]] + c["value"]


def test_a9_never_silver_against_silver():
    """« il ne peut pas commercer de l'argent contre de l'argent »: Persis's third cargo pays 5 silver."""
    state = edit(start(), round="5a", to_move=A, goods={A: {"silver": 10, "wine": 10}})
    play(state, "act trade", "cargo persis_3")
    refused(state, "paywith silver")


def test_a9_sparta_holding_kyklades_closes_every_athenian_route():
    """« si cette case maritime était contrôlée par Sparta, le joueur Athénien n'aurait plus de routes libres vers les
    marchés parce que les marchands ne peuvent même plus quitter le port »."""
    state = edit(start(), to_move=A, units={(S, "kyklades"): 3})
    assert "act trade" not in legal(state)
    refused(state, "act trade")


def test_a9_sparta_without_pylos_and_gytheion_cannot_trade():
    """« Si aucune des deux poleis (Pylos et Gytheion) n'est possédée par Sparta, son joueur ne sera plus capable de
    commercer »."""
    state = edit(start(), poleis={"pylos": (None, 2), "gytheion": (None, 1)})
    assert "act trade" not in legal(state)
    refused(state, "act trade")


def test_a9_spartan_route_may_start_in_ionio_or_myrtoo():
    """« le joueur peut choisir dans laquelle des deux cases maritimes il débute la route marchande »: Illyria from
    Ionio with Myrtöo lost; Persis from Myrtöo with Ionio lost."""
    state = edit(start(), units={(A, "myrtoo"): 2})
    play(state, "act trade")
    assert "cargo illyria_1" in legal(state)
    state = edit(start(), units={(A, "ionio"): 2, (A, "noties_sporades"): 0})
    play(state, "act trade")
    assert "cargo persis_1" in legal(state)
    assert "cargo illyria_1" not in legal(state)


def test_a9_diolkos_for_the_merchants_of_the_owner_of_korinthos():
    """« le joueur qui contrôle Korinthos peut directement se déplacer de Ionio Pelagos vers les Kyklades et vice
    versa »: Athens reaches Illyria past a Spartan Myrtöo only with Korinthos."""
    setup = {(S, "ionio"): 0}
    without = edit(start(), to_move=A, units=setup)
    play(without, "act trade")
    refused(without, "cargo illyria_1")
    with_ = edit(start(), to_move=A, units=setup, poleis={"korinthos": (A, 4)})
    play(with_, "act trade")
    assert "cargo illyria_1" in legal(with_)


def test_a9_cargo_must_be_free():
    """« un seul navire marchand ... à l'une des cargaisons de marchandises qui est libre (sans être déjà occupée par
    un autre marchand) »."""
    state = edit(start(), units={(S, "ionio"): 0}, poleis={"korinthos": (A, 4)})
    play(state, "act trade", "cargo illyria_1", "paywith barter", "d4 1")
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    assert state.current_player == A
    play(state, "act trade")
    refused(state, "cargo illyria_1")
    assert "cargo persis_1" in legal(state)


def test_a9_needs_a_merchant_in_port():
    """« le joueur déplace ... un seul navire marchand, présent à son port commercial »."""
    state = edit(start(), to_move=A, merchants={A: 0})
    refused(state, "act trade")


def test_a9_epidamnos_trades_with_illyria_without_a_route():
    """« Le joueur qui possède Epidamnos sera capable de commercer avec l'Illyria ... le joueur n'a pas à vérifier
    s'il a une route maritime libre »."""
    state = edit(start(), to_move=A, units={(S, "kyklades"): 3}, poleis={"epidamnos": (A, 1)})
    play(state, "act trade")
    assert legal(state) == ["cargo illyria_1"]


def test_a9_abdera_trades_with_thraki_without_a_route():
    """« celui qui possède Abdera sera capable de commercer avec Thraki »."""
    state = start()
    play(state, "act trade")
    assert "cargo thraki_1" not in legal(state)
    state = edit(start(), poleis={"abdera": (S, 1)})
    play(state, "act trade")
    assert "cargo thraki_1" in legal(state)


# ---- 10. Mouvement du Proxène


def _naupaktos_example(silver=5):
    return edit(start(), to_move=A, proxenos={A: "naupaktos"}, goods={A: {"silver": silver}},
                units={(S, "thessalia"): 2, (S, "makedonia"): 2, (S, "ionio"): 0, (S, "myrtoo"): 1})


def test_a10_example_naupaktos_to_poteidaia_by_land_costs_four():
    """« La façon évidente est par la terre ... il devrait payer 4 ressources d'argent pour corrompre les 4 Hoplites
    Spartiates » (not received by Sparta: « qui n'est pas récupérée par l'autre joueur »)."""
    state = _naupaktos_example()
    play(state, "act proxenos", "polis poteidaia")
    assert sorted(legal(state)) == ["route land", "route sea"]
    state.apply("route land")
    assert goods(state, A)["silver"] == 1
    assert goods(state, S)["silver"] == 4
    assert board(state)["proxenos"][A] == "poteidaia"


def test_a10_example_naupaktos_to_poteidaia_by_sea_costs_one():
    """« par des moyens d'un mouvement maritime ..., il y arrive en payant seulement 1 ressource d'argent, corrompant
    la trirème Spartiate de Myrtöo Pelagos »."""
    state = _naupaktos_example()
    play(state, "act proxenos", "polis poteidaia", "route sea")
    assert goods(state, A)["silver"] == 4
    assert board(state)["proxenos"][A] == "poteidaia"


def test_a10_cost_counts_source_and_destination_and_is_never_a_block():
    """« incluant le territoire ou la mer, source et destination »; « la seule unité capable de traverser des
    territoires contrôlés par l'adversaire »: Athenai → Argos by land bribes 1 in Attika, 1 in a Spartan-held
    Megaris and 2 in Arkadia."""
    state = edit(start(), to_move=A, goods={A: {"silver": 4}},
                 units={(S, "attika"): 1, (S, "arkadia"): 2, (S, "megaris"): 1})
    play(state, "act proxenos", "polis argos", "route land")
    assert goods(state, A)["silver"] == 0
    assert board(state)["proxenos"][A] == "argos"


def test_a10_not_enough_silver_for_the_bribes():
    """« Pour chaque unité adverse soudoyée, cela coûte 1 ressource d'argent »: 2 silver cannot pay 3 hoplites."""
    state = edit(start(), to_move=A, goods={A: {"silver": 2}}, units={(S, "attika"): 1, (S, "arkadia"): 2})
    play(state, "act proxenos", "polis argos")
    refused(state, "route land")
    state.apply("route sea")
    assert goods(state, A)["silver"] == 1


def test_a10_thebai_and_sparta_only_by_land():
    """« Thebai et Sparta peuvent seulement être atteintes par un mouvement terrestre (elles n'ont pas de port) »."""
    state = edit(start(), to_move=A, goods={A: {"silver": 10}}, proxenos={S: "argos"})
    play(state, "act proxenos", "polis thebai")
    assert legal(state) == ["route land"]
    state = edit(start(), to_move=A, goods={A: {"silver": 10}}, proxenos={S: "argos"})
    play(state, "act proxenos", "polis sparta")
    assert legal(state) == ["route land"]


def test_a10_epidamnos_and_abdera_only_by_sea():
    """« deux poleis qui peuvent seulement être atteintes par un mouvement maritime: Epidamnos et Abdera »."""
    for target in ("abdera", "epidamnos"):
        state = edit(start(), to_move=A, goods={A: {"silver": 10}})
        play(state, "act proxenos", "polis " + target)
        assert legal(state) == ["route sea"], target


def test_a10_one_proxenos_per_polis():
    """« Une même polis peut seulement abriter le proxène d'un joueur »."""
    state = edit(start(), to_move=A, proxenos={S: "argos"})
    play(state, "act proxenos")
    refused(state, "polis argos")


# ---- 11. Libération d'un Proxène


def test_a11_ransom_two_silver_to_the_captor_and_back_to_the_capital():
    """« Le coût de la rançon pour le libérer est de 2 d'argents, montant versé au joueur qui l'a capturé. Le pion du
    Proxène est placé dans la capitale du joueur »."""
    state = edit(start(), poleis={"argos": (A, 2)}, units={(S, "arkadia"): 3}, proxenos={A: "argos"})
    play(state, "act siege", "polis argos", "d4 3", "act collect", "at lakedaimon", "collect metal", "done")
    state = edit(state, goods={A: {"silver": 5}})
    assert "act proxenos" not in legal(state)
    state.apply("act free_proxenos")
    assert goods(state, A)["silver"] == 3
    assert goods(state, S)["silver"] == 4 + 2
    assert board(state)["proxenos"][A] == "athenai"


def test_a11_nothing_to_release_when_not_captured():
    """« s'il est capturé par l'adversaire ..., il peut seulement être récupéré en le libérant »."""
    state = edit(start(), to_move=A, goods={A: {"silver": 5}})
    refused(state, "act free_proxenos")


# ---- 12. Susciter une Guerre Civile


def test_a12_neutral_polis_costs_twice_its_base_population():
    """« Si la polis est neutre: 2 x la population de base »; « le joueur reçoit autant de Prestige que le nombre de
    la population »: Argos (3) for 6 silver, +3."""
    state = edit(start(), proxenos={S: "argos"}, goods={S: {"silver": 6}})
    state.apply("act civil_war")
    assert goods(state, S)["silver"] == 0
    assert owner(state, "argos") == "Sparta" and pop(state, "argos") == 3
    assert prestige(state) == [6, 3]


def test_a12_enemy_polis_costs_three_times_its_population():
    """« Si la polis est contrôlée par l'adversaire: 3 x la population actuelle (L'argent n'est pas reçu par l'autre
    joueur) »: Chios (2) for 6 silver, +2, Athens's silver unchanged."""
    state = edit(start(), proxenos={S: "chios"}, goods={S: {"silver": 6}, A: {"silver": 1}})
    state.apply("act civil_war")
    assert goods(state, S)["silver"] == 0 and goods(state, A)["silver"] == 1
    assert owner(state, "chios") == "Sparta" and pop(state, "chios") == 2
    assert prestige(state) == [5, 3]


def test_a12_not_enough_silver():
    """« il doit corrompre avec de l'argent les citoyens »: 5 silver cannot pay 6."""
    state = edit(start(), proxenos={S: "argos"}, goods={S: {"silver": 5}})
    refused(state, "act civil_war")


def test_a12_never_in_the_enemy_capital():
    """« Vous ne pouvez pas susciter une Guerre Civile dans la capitale adverse »."""
    state = edit(start(), proxenos={S: "athenai", A: "chalkis"}, goods={S: {"silver": 40}})
    refused(state, "act civil_war")


def test_a12_only_where_the_proxenos_stands():
    """« Le proxène peut susciter une Guerre Civile ... dans une polis où il se trouve »: a proxenos at home in Sparta
    stirs nothing."""
    state = edit(start(), goods={S: {"silver": 40}})
    refused(state, "act civil_war")


def test_a12_not_in_ones_own_polis():
    """« La Guerre Civile peut être suscitée dans une polis neutre ou dans une polis adverse »: not in Sparta's own
    Pylos."""
    state = edit(start(), proxenos={S: "pylos"}, goods={S: {"silver": 40}})
    refused(state, "act civil_war")


def test_a9_the_market_sea_is_part_of_the_route():
    """« ni le passage à travers les Nóties Sporádes (aucun joueur ne bloque car il y a égalité en galères) »: with
    Sparta holding Nóties Sporádes 2–1, Athens cannot reach Persis."""
    state = edit(start(), to_move=A, units={(S, "noties_sporades"): 2})
    play(state, "act trade")
    refused(state, "cargo persis_1")
    refused(state, "cargo aigyptos_1")
    assert "cargo thraki_1" in legal(state)


def test_a9_one_spartan_port_polis_still_opens_both_seas():
    """« Le port commercial Spartiate (appartenant aux poleis Pylos et Gytheion) est placé entre Ionio Pelagos et
    Myrtöo Pelagos, et le joueur peut choisir dans laquelle des deux cases maritimes il débute »: with Gytheion alone
    Sparta still sails from Ionio; with Pylos alone, from Myrtöo."""
    state = edit(start(), poleis={"pylos": (None, 2)}, units={(A, "myrtoo"): 2})
    play(state, "act trade")
    assert "cargo illyria_1" in legal(state)
    state = edit(start(), poleis={"gytheion": (None, 1)}, units={(A, "ionio"): 2, (A, "noties_sporades"): 0})
    play(state, "act trade")
    assert "cargo persis_1" in legal(state)
