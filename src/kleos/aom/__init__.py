"""Age of Mythology: The Boardgame (Eagle Games, 2003)."""
