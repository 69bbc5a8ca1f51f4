"""Estimated cost of tokens, from a price table the user can override.

The shipped table is `prices.toml` beside this module; `--prices FILE` (or
EXTRACTOR_PRICES) adds models or replaces their prices. A model in no table
gets no cost, never a guessed one.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .schema import Usage

SHIPPED = Path(__file__).parent / "prices.toml"
PER_TOKENS = 1_000_000  # prices are per million tokens
SNAPSHOT = re.compile(r"(.+)-(\d{4}-\d{2}-\d{2}|\d{4})")  # gpt-4o-mini-2024-07-18, gpt-4-0613


class PriceError(ValueError):
    """A price file that cannot be used, named with what is wrong in it."""


class Price(BaseModel):
    model_config = ConfigDict(extra="forbid")
    input: float = Field(ge=0, description="USD per million prompt tokens")
    output: float = Field(ge=0, description="USD per million completion tokens")


class PriceFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    as_of: str | None = None
    batch_discount: float | None = Field(None, ge=0, le=1, description="batch price = list price x this")
    models: dict[str, Price] = Field(default_factory=dict)


@dataclass(frozen=True)
class PriceTable:
    models: dict[str, Price]
    batch_discount: float = 1.0

    def price(self, model: str, batch: bool = False) -> Price | None:
        """The exact name, or a dated snapshot of a listed name; a variant
        (gpt-4o-audio-preview) is priced differently, so it is not guessed.
        `batch`: the Batch API's price, the list price times `batch_discount`."""
        listed = self.models.get(model)
        if listed is None:
            dated = SNAPSHOT.fullmatch(model)
            listed = self.models.get(dated.group(1)) if dated else None
        if listed is None or not batch:
            return listed
        return Price(input=listed.input * self.batch_discount, output=listed.output * self.batch_discount)

    def cost(self, model: str, usage: Usage, batch: bool = False) -> float | None:
        price = self.price(model, batch)
        if price is None:
            return None
        return (usage.prompt_tokens * price.input + usage.completion_tokens * price.output) / PER_TOKENS


def load_prices(override: str | Path | None = None) -> PriceTable:
    override = override or os.environ.get("EXTRACTOR_PRICES") or None
    files = [SHIPPED] + ([Path(override)] if override else [])
    models: dict[str, Price] = {}
    discount = 1.0
    for file in files:
        read = _read(file)
        models.update(read.models)
        discount = discount if read.batch_discount is None else read.batch_discount
    return PriceTable(models, discount)


def _read(file: Path) -> PriceFile:
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except OSError as err:
        raise PriceError(f"{file}: cannot read the price file ({err.strerror})") from err
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise PriceError(f"{file}: not valid TOML ({err})") from err
    try:
        return PriceFile.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise PriceError(f"{file}: {where}: {first['msg']} (expected [models.\"NAME\"] with "
                         "input = and output = in USD per million tokens)") from err
