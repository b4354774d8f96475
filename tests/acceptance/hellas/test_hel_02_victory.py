"""Hellas 1, 2, 14, 16: the course of a game, how to win, revolution, the end of the game."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, bd, initial, log, new_log, play, player, texts

GA_BOXES = (37, 41, 55, 25)  # the Golden Age box of military, fleet, economy, culture (component data)

# Eight provinces (Sikelia counts three) and six islands for each side: 2 + 2 dark laurels.
SPARTA_REGIONS = ("Messenia", "Arkadia", "Argolis", "Achaia", "Sikelia",
                  "Kythera", "Zakynthos", "Kephallenia", "Kerkyra", "Kreta", "Melos")
ATHENS_REGIONS = ("Boiotia", "Phokis", "Thessalia", "Makedonia", "Thrake", "Aitolia", "Ionia",
                  "Aigina", "Euboia", "Skyros", "Thasos", "Lemnos", "Lesbos")


def vp_position(stab=(0, 0), monuments=(2, 2), golden=(4, 4), **options) -> Pos:
    """Both sides with 8 provinces and 6 islands (4 laurel VP), some monuments and Golden Age boxes."""
    p = Pos(**options).remove_neutrals().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")
    p.own_regions(SPARTA, *SPARTA_REGIONS).post(SPARTA, "Tainaron")
    p.own_regions(ATHENS, *ATHENS_REGIONS)
    sites = {SPARTA: ("Sparte", "Messene", "Elis"), ATHENS: ("Athenai", "Thebai", "Larisa")}
    for seat in (SPARTA, ATHENS):
        for site in sites[seat][: monuments[seat]]:
            p.monument(seat, site)
        boxes = [b if i < golden[seat] else b - 1 for i, b in enumerate(GA_BOXES)]
        p.dev(seat, *boxes)
    p.stab(*stab)
    return p


def end_cycle_by_passing(s):
    play(s, "act pass", "act pass")
    return s


def test_1_8_the_eight_actions_are_offered():
    """1: « Les joueurs peuvent choisir parmi les 8 actions possibles suivantes »."""
    s = initial()
    assert sorted(texts(s)) == sorted(
        ["act move", "act attack", "act build", "act trade", "act stability", "act develop", "act pass",
         "act armistice"])


def test_1_both_players_collect_income_at_the_start_of_each_turn():
    """1: « À chaque tour, les joueurs collecteront simultanément des revenus »."""
    s = initial()
    lines = log(s)
    assert any("Turn 1: Sparta collects 25" in x for x in lines)
    assert any("Turn 1: Athens collects 20" in x for x in lines)
    assert player(s, SPARTA)["treasury"] == 60 + 25
    assert player(s, ATHENS)["treasury"] == 80 + 20
    end_cycle_by_passing(s)
    # turn 2: income again, after the fleet upkeep (Sparta 1 ship, Athens 3 ships at 1 talent)
    assert player(s, SPARTA)["treasury"] == 85 - 1 + 25
    assert player(s, ATHENS)["treasury"] == 100 - 3 + 20


def test_2_revolution_loses_the_game_at_once():
    """2: « L'empire de l'adversaire atteint le « statut de révolution » [...] Il perd immédiatement la partie »."""
    s = Pos(clear=False).stab(-8, 0).to_act(ATHENS).state()
    play(s, "act armistice", "offer")
    play(s, "refuse")  # -2 stability from -8: revolution, in the middle of the action cycle
    assert s.is_terminal()
    r = s.result()
    assert r.winners == (ATHENS,)
    assert r.kind == "revolution"
    assert s.returns() == [-1.0, 1.0]


def test_14_revolution_is_one_box_beyond_minus_eight():
    """9.5/14: « Si la stabilité d'un joueur est au niveau -8 et qu'il perd un autre niveau, son peuple se révolte »."""
    s = Pos(clear=False).stab(-6, 0).to_act(ATHENS).state()
    play(s, "act armistice", "offer", "refuse")  # -6 -> -8: not yet
    assert not s.is_terminal()
    assert player(s, SPARTA)["stability"] == -8


def test_2_ten_vp_at_the_end_of_the_cycle_wins():
    """2: « À la fin d'un cycle d'actions, si un joueur a 10 points de victoire (PV) ou plus, ce joueur gagne »."""
    s = vp_position(stab=(8, 0), golden=(3, 4)).state()
    assert player(s, ATHENS)["vp"] == 10
    assert player(s, SPARTA)["vp"] == 9
    play(s, "act pass")
    assert not s.is_terminal()  # checked only at the end of the cycle
    play(s, "act pass")
    assert s.is_terminal()
    assert s.result().winners == (ATHENS,)
    assert s.result().kind == "victory points"


def test_2_nine_vp_do_not_win_the_standard_game():
    """2: « si un joueur a 10 points de victoire (PV) ou plus, ce joueur gagne »: 9 VP do not."""
    s = vp_position(golden=(3, 3)).state()
    assert player(s, ATHENS)["vp"] == 9
    end_cycle_by_passing(s)
    assert not s.is_terminal()
    assert s.to_json()["data"]["turn"] == 2


def test_2_vp_parts_monuments_golden_ages_laurels():
    """2: « 1 point de victoire (PV) pour [...] Un monument construit [...] chaque « âge d'or » [...]
    cases dorées foncées »."""
    s = vp_position(monuments=(1, 3), golden=(2, 4)).state()
    assert player(s, SPARTA)["vp_parts"] == {"monuments": 1, "golden_ages": 2, "laurels": 4}
    assert player(s, SPARTA)["vp"] == 7
    assert player(s, ATHENS)["vp_parts"] == {"monuments": 3, "golden_ages": 4, "laurels": 4}
    assert player(s, ATHENS)["vp"] == 11


def test_2_stability_golden_age_is_a_vp():
    """2: « Pour chaque « âge d'or » sur la piste de développement ou sur la « piste de stabilité » »."""
    s = vp_position(stab=(0, 9), golden=(0, 0)).state()
    assert player(s, ATHENS)["golden_age_stability"] is True
    assert player(s, ATHENS)["vp_parts"]["golden_ages"] == 1
    assert player(s, SPARTA)["vp_parts"]["golden_ages"] == 0


def test_2_seventeen_vp_at_most_in_the_data():
    """2: « Il y a un total de 17 PV possibles [...] (9 pour le contrôle [...], 5 pour [...] « l'âge d'or »
    et 3 [...] monuments) »."""
    dark = bd()["laurels"]["dark"]
    assert len(dark["island"]) + len(dark["province"]) == 9
    assert len(bd()["tracks"]) == 4  # 4 development Golden Ages + 1 on the stability track = 5
    assert all(lim["monuments"] == 3 for lim in bd()["limits"])


def test_2_example_equal_vp_equal_monuments_higher_stability_wins():
    """2 ex.: « Les deux joueurs ont construit 2 monuments. Mais comme le joueur de Sparte a atteint la case 7 [...]
    et le joueur d'Athènes seulement la case 6, Sparte est déclarée vainqueur. » (10 VP each here: two sides
    with 2 monuments, no stability Golden Age, cannot both hold 11 VP with the 17 island and 17 province steps)."""
    s = vp_position(stab=(7, 6)).state()
    assert player(s, SPARTA)["vp"] == player(s, ATHENS)["vp"] == 10
    end_cycle_by_passing(s)
    assert s.is_terminal()
    assert s.result().winners == (SPARTA,)


def test_2_equal_vp_more_monuments_wins():
    """2: « le joueur qui a construit le plus de monuments est le vainqueur »."""
    s = vp_position(stab=(8, 0), monuments=(2, 3), golden=(4, 3)).state()
    assert player(s, SPARTA)["vp"] == player(s, ATHENS)["vp"] == 10
    end_cycle_by_passing(s)
    assert s.result().winners == (ATHENS,)  # more monuments, despite the lower stability


def test_2_equal_vp_monuments_and_stability_higher_income_wins():
    """2: « Encore une égalité ? Alors le joueur avec le niveau de revenus le plus élevé gagne. »"""
    s = vp_position(stab=(3, 3)).state()
    inc_s, inc_a = player(s, SPARTA)["income"], player(s, ATHENS)["income"]
    assert inc_a != inc_s
    end_cycle_by_passing(s)
    assert s.result().winners == ((ATHENS,) if inc_a > inc_s else (SPARTA,))


def test_2_shorter_game_eight_vp():
    """2: « Les joueurs peuvent convenir de raccourcir la durée de la partie en réduisant [...] à 8 PV
    (version courte) »."""
    for target, ends in ((8, True), (9, True), (10, False)):
        s = vp_position(golden=(0, 3), victory_points=target).state()
        # Athens: 2 monuments + 3 Golden Ages + 4 laurels = 9 VP; Sparta 6
        assert player(s, ATHENS)["vp"] == 9
        end_cycle_by_passing(s)
        assert s.is_terminal() is ends
        if ends:
            assert s.result().winners == (ATHENS,)


def test_16_game_ends_after_the_cycle_not_during_it():
    """16: « Après avoir terminé un cycle d'actions, vérifiez si un joueur a rempli les conditions de victoire »."""
    s = vp_position(golden=(0, 4)).state()  # Athens 10 VP from the start of the cycle
    n = len(s.history)
    play(s, "act move", "done")
    assert not s.is_terminal()
    play(s, "act develop", "done", "act pass", "act build", "done")
    assert not s.is_terminal()
    play(s, "act pass", "act pass")
    assert s.is_terminal()
    assert any("The action cycle ends" in x for x in new_log(s, n))


def test_2_both_over_the_target_more_vp_wins():
    """2: the tie-breaks apply only « Si les deux joueurs ont le même nombre de PV »: 11 VP beat 10 VP."""
    s = vp_position(stab=(9, 0), monuments=(2, 3), golden=(4, 3)).state()
    assert (player(s, SPARTA)["vp"], player(s, ATHENS)["vp"]) == (11, 10)
    end_cycle_by_passing(s)
    assert s.result().winners == (SPARTA,)  # fewer monuments, more VP


def test_14_revolution_in_the_middle_of_a_move():
    """14: « Si un joueur a atteint le niveau de révolution sur la piste de stabilité, il perd immédiatement la
    partie. » (a province lost at -8 while the opponent moves)."""
    s = (Pos().fort(ATHENS, "Athenai").fort(SPARTA, "Sparte").post(ATHENS, "Thebai").legion(SPARTA, "Megara")
         .stab(0, -8).state())
    play(s, "act move", "march 2309", "step 2308")
    assert s.is_terminal()
    assert s.result().winners == (SPARTA,)
    assert s.result().kind == "revolution"
