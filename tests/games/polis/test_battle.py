"""Battles (rulebook p.14-15): trigger, roles, assaults, the three examples, ends, hidden hands."""

from kleos.engine import Rng
from kleos.polis.battle import resolve_pair

from .helpers import A, D, S, goods, legal, play, position, put, units


def _land(c):
    return D.card_land[D.card_index[c]]


def _sea(c):
    return D.card_sea[D.card_index[c]]


def test_p15_example_1_land_matched_formations():
    assert resolve_pair(_land("c01"), _land("c04")) == (False, 1)  # Phalanx Othismos v Phalanx Advance: 2-1
    assert resolve_pair(_land("c12"), _land("c13")) == (False, 0)  # Archers Shoot v Archers Shoot


def test_p15_example_2_naval_salpinx():
    assert resolve_pair(_sea("c06"), _sea("c05")) == (False, 0)  # Trireme Kyklos v Trireme Periplous: 0 < 1
    assert resolve_pair(_sea("c24"), _sea("c01")) == (True, -1)  # Salpinx: a loss, and -1 prestige


def test_p15_example_3_mercenaries_worth_zero():
    assert resolve_pair(_land("c01"), _land("c22")) == (False, 2)  # Mercenaries match, count 0
    assert resolve_pair(_land("c15"), _land("c07")) == (True, 1)  # Archers Advance v Cavalry: loss, +1
    assert resolve_pair(_land("c22"), _land("c01")) == (False, 0)  # attacking Mercenaries cause no loss


def _battle(region, n_s, n_a, round_type="4"):
    s = position(round_type)
    put(s, S, region, n_s)
    put(s, A, region, n_a)
    goods(s, S, silver=6)
    s.proxenos[S] = D.polis_index["argos"]
    s.turn_acts = ["trade"]
    s.invalidate()
    play(s, "act civil_war")  # Sparta's second action: the turn ends, the battle check follows
    return s


def _deal(s, att_cards, def_cards):
    for c in att_cards + def_cards:
        assert s.is_chance_node()
        play(s, f"draw_card {c}")


def test_p14_land_battle_sparta_attacks_first_example_1_assault():
    s = _battle("boiotia", 4, 4)
    assert s.stage == "bt_retreat" and s.dec_seat == S and s.bt["att"] == S
    play(s, "fight", "fight")
    _deal(s, ["c01", "c12", "c02", "c03"], ["c04", "c13", "c05", "c06"])
    assert s.current_player == S
    view_a = s.view(A)["board"]["battle"]
    assert view_a["hand_counts"] == [4, 4] and sorted(view_a["hand"]) == ["c04", "c05", "c06", "c13"]
    assert "c01" not in str(s.view(A)["log"])  # Sparta's draws are private
    prestige = s.prestige[S]
    play(s, "play c01", "play c12")
    assert s.dec_seat == A
    play(s, "play c04", "play c13")
    assert units(s, A, "boiotia") == 4 and s.prestige[S] == prestige + 1
    # roles swap: Athens attacks the next assault and is asked first about retreat
    assert s.bt["att"] == A and s.stage == "bt_retreat" and s.dec_seat == A
    play(s, "fight", "fight")
    assert s.is_chance_node()  # refill: two cards each
    left = {f"draw_card c{i:02d}" for i in range(7, 25) if i not in (12, 13)}
    assert {a.text for a, _ in s.chance_outcomes()} == left


def test_p14_naval_battle_athens_attacks_first_example_2_salpinx():
    s = _battle("kyklades", 4, 4)
    assert s.bt["att"] == A and s.dec_seat == A
    play(s, "fight", "fight")
    _deal(s, ["c06", "c24", "c10", "c11"], ["c05", "c01", "c02", "c03"])
    prestige = s.prestige[A]
    play(s, "play c06", "play c24", "play c05", "play c01")
    assert units(s, S, "kyklades") == 3 and s.prestige[A] == prestige - 1


def test_p14_retreat_pays_one_prestige_and_the_units_stay():
    s = _battle("boiotia", 4, 4)
    ps, pa = s.prestige
    play(s, "retreat")
    assert s.prestige == [ps - 1, pa + 1] and not s.bt
    assert units(s, S, "boiotia") == 4 and units(s, A, "boiotia") == 4
    assert s.stage == "turn" and s.to_move == A


def test_p14_battle_ends_when_the_defender_has_fewer_than_2_units():
    s = _battle("boiotia", 4, 4)
    play(s, "fight", "fight")
    _deal(s, ["c07", "c12", "c02", "c03"], ["c17", "c18", "c19", "c20"])
    play(s, "play c07", "play c12", "play c17", "play c18")
    assert units(s, A, "boiotia") == 2
    play(s, "fight", "fight")  # Athens attacks now
    _deal(s, [], ["c14", "c16"])  # Athens needs none (2 units, 2 cards), Sparta 2
    play(s, "play c19", "play c20", "play c02", "play c03")
    # unmatched Peltasts: Sparta loses 2 and is left with 2; roles swap, Sparta attacks
    assert units(s, S, "boiotia") == 2 and s.bt["att"] == S


def test_p14_no_battle_below_8_units_and_deck_exhaustion_ends_it():
    s = _battle("boiotia", 4, 3)
    assert not s.bt and s.stage == "turn"
    s = _battle("boiotia", 4, 4)
    s.bt["deck"] = s.bt["deck"][:5]  # fewer than the 8 cards needed
    s.invalidate()
    play(s, "fight", "fight")
    assert not s.bt and s.stage == "turn"


def test_p14_hands_hidden_and_redealt_for_determinization():
    s = _battle("boiotia", 4, 4)
    play(s, "fight", "fight")
    _deal(s, ["c01", "c12", "c02", "c03"], ["c04", "c13", "c05", "c06"])
    d = s.determinize(S, Rng(5))
    assert d.view(S) == s.view(S)
    assert sorted(d.bt["hands"][S]) == sorted(s.bt["hands"][S])
    assert len(d.bt["hands"][A]) == 4 and not set(d.bt["hands"][A]) & set(s.bt["hands"][S])
    assert "hand" in s.view(A)["board"]["battle"] and s.view(A)["board"]["battle"]["hand"] != \
        s.view(S)["board"]["battle"]["hand"]


def test_p14_after_a_pass_the_battle_waits_for_the_second_pass():
    s = position("4")
    put(s, S, "boiotia", 4)
    put(s, A, "boiotia", 4)
    goods(s, S, wheat=20)
    goods(s, A, wheat=20, silver=7)
    s.proxenos[A] = D.polis_index["argos"]
    play(s, "pass")
    assert not s.bt and s.to_move == A
    play(s, "act civil_war", "fee wheat")
    assert not s.bt  # no check while one player has passed
    play(s, "pass")
    assert s.bt and s.bt["region"] == D.region_index["boiotia"]
    assert "retreat" in legal(s)


def test_p14_two_battles_the_player_whose_turn_ended_chooses_the_order():
    s = position("4")
    put(s, S, "boiotia", 4)
    put(s, A, "boiotia", 4)
    put(s, S, "kyklades", 4)
    put(s, A, "kyklades", 4)
    goods(s, S, silver=6)
    s.proxenos[S] = D.polis_index["argos"]
    s.turn_acts = ["trade"]
    s.invalidate()
    play(s, "act civil_war")
    assert s.stage == "bt_order" and s.dec_seat == S and legal(s) == {"to boiotia", "to kyklades"}
    play(s, "to kyklades")
    assert s.bt["region"] == D.region_index["kyklades"] and s.bt["att"] == A
    play(s, "retreat")
    assert s.bt["region"] == D.region_index["boiotia"]  # the other battle follows


def test_p14_a_defender_who_lost_one_cube_draws_only_one_card():
    s = _battle("boiotia", 4, 4)
    play(s, "fight", "fight")
    _deal(s, ["c01", "c12", "c02", "c03"], ["c04", "c13", "c05", "c06"])
    play(s, "play c01", "play c02", "play c04", "play c13")  # Phalanx matched, the second Phalanx is not
    assert units(s, A, "boiotia") == 3 and len(s.bt["hands"][A]) == 2
    play(s, "fight", "fight")  # Athens attacks now; each refills to his cubes left
    assert s.is_chance_node() and s.bt["to"] == A
    play(s, "draw_card c07")  # Athens: 3 cubes, 2 cards: one card only
    assert len(s.bt["hands"][A]) == 3 and s.bt["to"] == S
    play(s, "draw_card c08", "draw_card c09")  # Sparta lost nothing: 2 cards back up to 4
    assert len(s.bt["hands"][S]) == 4 and s.stage == "bt_att" and s.dec_seat == A
