"""The static web client (HTML, JavaScript modules, CSS; no build step), served by ``kleos serve``."""
