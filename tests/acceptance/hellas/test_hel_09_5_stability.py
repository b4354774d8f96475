"""Hellas 9.5: paying for stability, the stability track, its summary of changes."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, bd, hx, log, play, player, refused, texts


def capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


def test_9_5_pay_fifty_to_eighty_for_one_box():
    """9.5: « En payant entre 50 et 80 Talents (selon la phase de développement culturel des joueurs), les joueurs
    peuvent déplacer leur cube sur la piste de stabilité d'une case vers la droite. »"""
    prices = []
    for box in (0, 1, 7, 13, 19):
        s = capitals().dev(ATHENS, 0, 0, 0, box).money(athens=200).stab(0, 0).to_act(ATHENS).state()
        price = player(s, ATHENS)["prices"]["stability"]
        prices.append(price)
        play(s, "act stability", "pay_stability")
        assert player(s, ATHENS)["treasury"] == 200 - price
        assert player(s, ATHENS)["stability"] == 1
    assert min(prices) == 50 and max(prices) == 80
    assert prices == sorted(prices)


def test_9_5_one_box_per_payment_and_money_needed():
    """9.5: one box for one payment (« 1 case à droite pour le paiement de 50 - 80 Talents »)."""
    s = capitals().money(athens=49).to_act(ATHENS).state()
    play(s, "act stability")
    assert "pay_stability" not in texts(s)
    refused(s, "pay_stability")


def test_9_5_stability_combat_modifiers_range_one_to_three():
    """9.5: « En fonction du niveau de stabilité, les joueurs ajoutent entre +1 VC et +3 VC par combat [...] ou doivent
    déduire entre -1 VC et -3 VC »."""
    mods = bd()["stability"]["combat"]
    assert {mods[k] for k in range(-8, 9)} <= {-3, -2, -1, 0, 1, 2, 3}
    assert max(mods.values()) == 3 and min(mods.values()) == -3
    assert mods[-4] == -2 and mods[0] == 0 and mods[1] == 0  # 9.2 ex. 1 and 2


def test_9_5_golden_age_beyond_plus_eight_one_vp_never_lost():
    """9.5: « Si la stabilité d'un joueur est au niveau +8 et qu'il gagne un autre niveau, il reçoit 1 PV en atteignant
    l'« âge d'or » [...] le marqueur ne peut plus être reculé par aucun événement. »"""
    s = Pos(clear=False).stab(0, 8).money(athens=500).to_act(ATHENS).state()
    play(s, "act stability", "pay_stability", "done")
    assert player(s, ATHENS)["golden_age_stability"] is True
    assert player(s, ATHENS)["vp"] == 1
    play(s, "act armistice", "offer", "refuse")  # -2 would apply
    assert player(s, ATHENS)["golden_age_stability"] is True
    assert player(s, ATHENS)["vp"] == 1
    assert "cannot fall" in log(s)[-1]


def test_9_5_first_post_of_each_luxury_good_once():
    """9.5: « Créer un comptoir de commerce pour la première fois avec chacune des trois marchandises de luxe (SEL,
    VERRE ou OR) permet à un joueur de se déplacer d'une case vers la droite » ; « Un deuxième comptoir de commerce avec
    une marchandise de luxe ne vous permet pas d'ajouter un déplacement supplémentaire »."""
    s = (capitals().legion(ATHENS, "Tainaron").legion(ATHENS, "Ainos").legion(ATHENS, "Melos")
         .legion(ATHENS, "Sardeis").money(athens=100).to_act(ATHENS).state())
    play(s, "act trade", "post " + hx("Tainaron"))
    assert player(s, ATHENS)["stability"] == 1
    play(s, "post " + hx("Ainos"))  # salt again
    assert player(s, ATHENS)["stability"] == 1
    play(s, "post " + hx("Melos"))  # glass
    assert player(s, ATHENS)["stability"] == 2
    play(s, "post " + hx("Sardeis"), "done")  # gold
    assert player(s, ATHENS)["stability"] == 3


def test_9_5_capital_conquered_minus_three():
    """9.5: « Lorsque la capitale d'une puissance est conquise, le cube sur la piste de stabilité est déplacé de trois
    cases vers la gauche. « Conquise » signifie qu'une puissance crée un comptoir de commerce dans l'hexagone de la
    capitale de l'ennemi. »"""
    s = (Pos().fort(ATHENS, "Athenai").fort(SPARTA, "Messene").legion(ATHENS, "Sparte").stab(5, 0)
         .money(athens=100).to_act(ATHENS).state())
    assert player(s, SPARTA)["stability"] == 5
    play(s, "act trade", "post " + hx("Sparte"))
    assert player(s, SPARTA)["stability"] == 2
    assert any("conquers" in x for x in log(s)[-3:])


def test_9_5_destroying_the_capital_fortress_is_not_conquest():
    """9.6: « Conquérir la capitale de l'ennemi : il ne suffit pas de détruire les légions et la forteresse ennemies
    dans l'hexagone de la capitale. »"""
    s = (Pos().fort(ATHENS, "Athenai").fort(SPARTA, "Sparte").fort(SPARTA, "Messene").legion(ATHENS, "Sparte", 2)
         .contested("Sparte").dev(ATHENS, 19).stab(5, 0).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Sparte"), "done")
    assert s.public_view()["board"]["last_combat"]["fortress"] is True
    assert player(s, SPARTA)["stability"] == 5  # no -3: no trading post created yet


def test_9_5_stability_moves_are_capped_at_plus_eight_until_golden_age():
    """9.5: « Si la stabilité d'un joueur est au niveau -8 [...] Si la stabilité d'un joueur est au niveau +8 »: the
    track runs from -8 to +8, Revolution and the Golden Age beyond."""
    track = bd()["stability"]
    assert (track["min"], track["max"]) == (-8, 8)


def test_9_5_summary_economy_and_culture_phases_plus_one_military_none():
    """9.5: « 1 case à droite chaque fois que vous entrez dans une nouvelle PHASE (I, II, III, IV) sur le tableau de
    développement économique ou culturel. »"""
    s = (capitals().post(ATHENS, "Tainaron").post(ATHENS, "Delphoi").post(ATHENS, "Iolkos").dev(ATHENS, 0, 0, 0, 0)
         .money(athens=200).stab(0, 0).to_act(ATHENS).state())
    stab = player(s, ATHENS)["stability"]
    play(s, "act develop", "develop economy")
    assert player(s, ATHENS)["stability"] == stab + 1
    play(s, "develop culture")
    assert player(s, ATHENS)["stability"] == stab + 2
    play(s, "develop fleet", "done")  # Fleet phase I: no stability change
    assert player(s, ATHENS)["development"]["fleet"] == 1
    assert player(s, ATHENS)["stability"] == stab + 2
