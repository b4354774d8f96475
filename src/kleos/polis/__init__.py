"""Polis: Fight for the Hegemony (Fran Díaz, Asylum Games 2012), first edition, on the Kleos engine."""
