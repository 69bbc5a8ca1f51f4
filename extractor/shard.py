"""Shards: N machines split one corpus with no coordinator.

An abstract's id is the first 12 hex digits of the SHA-256 of its
whitespace-normalised text, so `int(id, 16) % N` is the same on every machine
and every Python run (no `hash()`, whose salt changes per process)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shard:
    number: int  # 1-based: shard 1/4 .. 4/4
    count: int

    @classmethod
    def parse(cls, text: str) -> Shard:
        """`I/N` with 1 <= I <= N; anything else is a ValueError naming what is wrong."""
        number, slash, count = text.partition("/")
        try:
            shard = cls(int(number), int(count)) if slash else None
        except ValueError:
            shard = None
        if shard is None or not 1 <= shard.number <= shard.count:
            raise ValueError(f"{text!r} is not a shard: give I/N with 1 <= I <= N, as 1/4")
        return shard

    def holds(self, abstract_id: str) -> bool:
        return int(abstract_id, 16) % self.count == self.number - 1

    def __str__(self) -> str:
        return f"{self.number}/{self.count}"
