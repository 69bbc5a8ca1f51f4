"""A fake OpenAI Batch API on 127.0.0.1: files (upload, download) and batches
(create, retrieve, list), for the batch flow's tests and benchmark.

A batch's answers are what FakeOpenAI's obedient model would say to each
request line (the same shapes, by tool or response_format). What goes wrong
is chosen per server: `outcome` "completed", "expired" (only the first half
answered, the rest in the error file as batch_expired) or "failed" (no output
at all); `fail_every` k puts every k-th line in the error file (HTTP 500),
`malformed_every` k writes every k-th output line as junk, `invalid_texts`
answers a request whose prompt holds one of them with labels that break the
schema. A batch reports "in_progress" for its first `polls` retrieves.
"""

from __future__ import annotations

import email.parser
import itertools
import json
import threading

from fake_openai import GOOD_LABELS, FakeOpenAI
from fake_server import JsonHandler, LocalServer


class FakeBatchAPI(LocalServer):
    def __init__(self, outcome: str = "completed", polls: int = 1, fail_every: int = 0, malformed_every: int = 0,
                 invalid_texts: tuple[str, ...] = (), labels: dict | None = None):
        self.outcome, self.polls = outcome, polls
        self.fail_every, self.malformed_every, self.invalid_texts = fail_every, malformed_every, invalid_texts
        self.labels = labels or GOOD_LABELS
        self.shapes = FakeOpenAI(labels=self.labels)  # only its answer(); never started
        self.files: dict[str, bytes] = {}
        self.batches: dict[str, dict] = {}
        self.retrieves: dict[str, int] = {}
        self.requests: list[dict] = []  # every request line of every batch created
        self.ids = itertools.count(1)
        self.lock = threading.Lock()
        super().__init__()

    def stop(self) -> None:
        super().stop()
        self.shapes.httpd.server_close()

    # --- what a batch does with its requests ---------------------------------------------------

    def _run(self, lines: list[dict]) -> tuple[bytes, bytes, dict]:
        outputs, errors = [], []
        answered = len(lines) // 2 if self.outcome == "expired" else len(lines)
        for number, line in enumerate(lines, 1):
            custom_id = line["custom_id"]
            if self.outcome == "failed":
                continue
            if number > answered:
                errors.append({"id": f"r{number}", "custom_id": custom_id, "response": None,
                               "error": {"code": "batch_expired", "message": "not done within the window"}})
                continue
            if self.fail_every and number % self.fail_every == 0:
                errors.append({"id": f"r{number}", "custom_id": custom_id, "error": None,
                               "response": {"status_code": 500, "body": {"error": {"message": "server error"}}}})
                continue
            if self.malformed_every and number % self.malformed_every == 0:
                outputs.append(None)
                continue
            user = json.dumps(line["body"].get("messages", []))
            labels = ({**self.labels, "contribution": "banana"}
                      if any(text in user for text in self.invalid_texts) else self.labels)
            status, body = self.shapes.answer(line["body"], labels)
            outputs.append({"id": f"r{number}", "custom_id": custom_id, "error": None,
                            "response": {"status_code": status, "request_id": f"q{number}", "body": body}})
        counts = {"total": len(lines), "completed": sum(o is not None for o in outputs), "failed": len(errors)}
        dump = lambda items: "".join(("{\"custom_id\": " if i is None else json.dumps(i)) + "\n"  # noqa: E731
                                     for i in items).encode()
        return dump(outputs), dump(errors), counts

    def _create(self, request: dict) -> dict:
        lines = [json.loads(line) for line in self.files[request["input_file_id"]].decode().splitlines() if line]
        with self.lock:
            self.requests.extend(lines)
            batch_id = f"batch_{next(self.ids)}"
            self.batches[batch_id] = {
                "id": batch_id, "object": "batch", "endpoint": request["endpoint"], "errors": None,
                "input_file_id": request["input_file_id"], "completion_window": request["completion_window"],
                "status": "validating", "created_at": 0, "metadata": request.get("metadata"),
                "request_counts": {"total": len(lines), "completed": 0, "failed": 0}, "_lines": lines,
            }
            return self._shown(batch_id)

    def _finish(self, batch: dict) -> None:
        """The batch ends: its answers as the server is set up now."""
        output, errors, counts = self._run(batch.pop("_lines"))
        files = {}
        for kind, data in (("output", output), ("error", errors)):
            if data:
                files[kind] = f"file-{next(self.ids)}"
                self.files[files[kind]] = data
        batch.update(status=self.outcome, output_file_id=files.get("output"), error_file_id=files.get("error"),
                     request_counts=counts)

    def _shown(self, batch_id: str) -> dict:
        return {k: v for k, v in self.batches[batch_id].items() if not k.startswith("_")}

    def _retrieve(self, batch_id: str) -> dict:
        with self.lock:
            seen = self.retrieves[batch_id] = self.retrieves.get(batch_id, 0) + 1
            batch = self.batches[batch_id]
            if seen > self.polls and "_lines" in batch:
                self._finish(batch)
            elif "_lines" in batch:
                batch["status"] = "in_progress"
            return self._shown(batch_id)

    # --- HTTP ------------------------------------------------------------------------------------

    def handler(self):
        fake = self

        class Handler(JsonHandler):
            def do_GET(self) -> None:
                parts = self.path.split("?")[0].strip("/").split("/")  # v1, files|batches, ...
                if parts[1:2] == ["batches"] and len(parts) == 2:
                    with fake.lock:
                        data = [fake._shown(b) for b in fake.batches]
                    return self._send(200, {"object": "list", "data": data, "has_more": False})
                if parts[1] == "batches":
                    return self._send(200, fake._retrieve(parts[2]))
                if parts[1] == "files" and parts[-1] == "content":
                    return self._send_raw(200, fake.files[parts[2]], kind="application/octet-stream")
                self._send(404, {"error": {"message": "no such thing"}})

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                if self.path.rstrip("/").endswith("/files"):
                    return self._send(200, self._upload(body))
                if self.path.rstrip("/").endswith("/batches"):
                    return self._send(200, fake._create(json.loads(body)))
                self._send(404, {"error": {"message": "no such endpoint"}})

            def _upload(self, body: bytes) -> dict:
                header = f"Content-Type: {self.headers['content-type']}\r\n\r\n".encode()
                message = email.parser.BytesParser().parsebytes(header + body)
                data = next(part.get_payload(decode=True) for part in message.get_payload()
                            if part.get_param("name", header="content-disposition") == "file")
                with fake.lock:
                    file_id = f"file-{next(fake.ids)}"
                    fake.files[file_id] = data
                return {"id": file_id, "object": "file", "bytes": len(data), "created_at": 0,
                        "filename": "input.jsonl", "purpose": "batch", "status": "processed"}

        return Handler
