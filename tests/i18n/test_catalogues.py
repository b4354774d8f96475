"""The catalogues are complete and in step with the code, and no translating module hides ``_``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from kleos.i18n import LANGUAGES, SOURCE_LANGUAGE
from kleos.i18n.extract import PACKAGE, domains, problems


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != SOURCE_LANGUAGE])
@pytest.mark.parametrize("domain", domains())
def test_every_message_is_translated_with_the_same_placeholders(domain: str, lang: str) -> None:
    found = problems(lang, domain)
    assert not found, "\n".join(found[:40]) + f"\n... {len(found)} in all (python -m kleos.i18n check)"


def _modules_binding_underscore() -> list[Path]:
    out = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(
                (isinstance(t, ast.Tuple) and any(isinstance(e, ast.Name) and e.id == "_" for e in t.elts))
                or (isinstance(t, ast.Name) and t.id == "_") for t in node.targets
            ):
                out.append(path)
                break
    return out


def test_no_translating_module_uses_underscore_as_a_throwaway_name() -> None:
    """``for _, x in ...`` inside a module whose ``_`` makes messages would call the wrong thing at run time."""
    offenders = []
    modules = _modules_binding_underscore()
    assert modules, "the translating modules bind _ at module level"
    for path in modules:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            scopes = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
            if isinstance(node, scopes):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Name) and inner.id == "_" and isinstance(inner.ctx, ast.Store):
                        offenders.append(f"{path.relative_to(PACKAGE)}:{inner.lineno}")
    assert not offenders, "rename these throwaway '_' (e.g. '_x'): " + ", ".join(offenders)


def test_no_script_hides_a_text_where_the_extraction_cannot_see_it() -> None:
    """Babel's JavaScript extractor skips ``t()`` inside a template literal's ``${...}``: such a text would never
    reach the catalogue, and the page would show it in English only."""
    hidden = [f"{path.relative_to(PACKAGE)}:{number}"
              for path in (PACKAGE / "web").rglob("*.js")
              for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
              if "${t(" in line or "${nt(" in line]
    assert not hidden, "move these t()/nt() calls out of template literals: " + ", ".join(hidden)


def test_every_page_text_and_lobby_option_reaches_the_catalogues(tmp_path: Path) -> None:
    """``python -m kleos.i18n check`` covers what a person reads beyond the messages (issue 23): a page's texts
    and attributes (each marked data-i18n), messages never made inside an f-string (the extraction skips them),
    and every option a lobby shows (a label, an explanation, a word for each value)."""
    from kleos.i18n.extract import _f_string_calls, _PageReader, page_problems

    assert page_problems() == []
    reader = _PageReader()
    reader.feed('<p data-i18n="Hello">Hello</p><p>Forgotten</p><button title="Close">x</button>'
                '<a href="/">KLEOS</a><span aria-label="Board" data-i18n-aria-label="Board"></span>')
    assert [text for _line, text in reader.found] == ["'Forgotten'", "title='Close'", "'x'"]
    module = tmp_path / "m.py"
    module.write_text('def f(x):\n    return f"  {_(\'step {n}\', n=x)} {_(x)}"\n', encoding="utf-8")
    assert _f_string_calls(module) == [2]
