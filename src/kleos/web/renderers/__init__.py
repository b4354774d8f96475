"""One SVG renderer module per game (``<game>.js``); ``generic.js`` draws any other game."""
