"""What several decision lists share: Rule (a named rule with its examples), between_dollars, is_rate, and
NumberView (what a kind rule sees of a number; claims reads it too). No rule is decided here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import patterns
from ..text import without_markup

if TYPE_CHECKING:
    from ..candidates import NumberCandidate


@dataclass(frozen=True)
class Rule:
    name: str
    decides: str  # "skip", "kind", "benchmark", "role", "veto", "read" (what the model reads)
    why: str
    examples: tuple[tuple[str, str, str], ...] = ()  # (text, item, expected)


def is_rate(unit: str | None) -> bool:
    """A unit of things per second, as numbers.unit_of names it: "FPS", "tokens/s"."""
    return unit == "FPS" or (unit or "").endswith("/s")


def hyphenated_setting(number: str, after: str) -> bool:
    """A number written into a compound word that states a condition ('10-shot', '2-bit', '500-step', '13-year'), or a
    size of two digits or more ('384-dimensional'; '3-dimensional' is a 3D); `after` is the text right after it."""
    return bool(patterns.HYPHENATED_SETTING.match(after)
                or (patterns.HYPHENATED_DIMENSION.match(after) and len(number) >= 2))


def between_dollars(text: str, index: int) -> bool:
    """An odd number of '$' before the index: it stands inside $...$ (a number typeset alone, "$6$", or in math).
    An escaped dollar is money, no math: "costs \\$5--\\$10 per cycle"."""
    return (text.count("$", 0, index) - text.count("\\$", 0, index)) % 2 == 1


@dataclass(frozen=True)
class NumberView:
    """What a kind rule sees: the number and the words around it."""

    text: str
    candidate: NumberCandidate

    @property
    def number(self):
        return self.candidate.number

    def preceding(self, chars: int) -> str:
        """The raw text of the `chars` characters before the number, markup kept."""
        return self.text[max(0, self.number.start - chars) : self.number.start]

    @property
    def before(self) -> str:
        """The 80 characters before the number, markup blanked: "by \\emph{29.5}" reads "by 29.5"."""
        return without_markup(self.preceding(80))

    @property
    def after(self) -> str:
        """The 40 characters after the number; the '$' that closes math the number ends is passed over:
        "$6$-$12$ percentage points", "$4$ TB of text" read on as "12 percentage points", "4 TB of text"."""
        end = self.number.end
        if self.text.startswith("$", end) and between_dollars(self.text, end):
            end += 1
        return self.text[end : end + 40]

    @property
    def percent(self) -> bool:
        """80%, 3 points, or the first number of a range ending in % (10-25%)."""
        return (self.number.unit in ("%", "points") or self.number.raw.endswith("%")
                or bool(patterns.RANGE_TO_PERCENT.match(self.after)))
