#!/usr/bin/env python3
"""Run every gold_sql of questions.jsonl against the Chinook database and write perfect.jsonl
(one answer line per question, shaped to its format_hint) next to this script."""
import json
import os
import re
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
DB = "/work/shared/data/chinook.db"


def split_top(s):
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur)); cur = []
        else:
            cur.append(ch)
    if cur:
        parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def hint_kind(h):
    h = h.strip()
    if h.lower().startswith("list[") and h.endswith("]"):
        return ("list", hint_kind(h[5:-1]))
    if h.startswith("{") and h.endswith("}"):
        return ("obj", [p.split(":", 1)[0].strip() for p in split_top(h[1:-1])])
    return ("scalar",)


def shape(spec, rows, keys):
    if spec[0] == "list":
        inner = spec[1]
        if inner[0] == "obj":
            names = keys or inner[1]
            return [dict(zip(names, r)) for r in rows]
        return [r[0] for r in rows]
    if not rows:
        return None
    if spec[0] == "obj":
        return dict(zip(keys or spec[1], rows[0]))
    return rows[0][0]


def tables(sql, real):
    out = []
    for m in re.finditer(r"\b(?:FROM|JOIN)\s+[\"\[`]?([A-Za-z_][A-Za-z0-9_]*)", sql, re.I):
        name = real.get(m.group(1).lower())
        if name and name not in out:
            out.append(name)
    return out


def main():
    con = sqlite3.connect("file:%s?mode=ro" % DB, uri=True)
    real = {n.lower(): n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    lines = []
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            rows = con.execute(q["gold_sql"]).fetchall()
            ans = shape(hint_kind(q["format_hint"]), rows, q.get("keys"))
            lines.append({"id": q["id"], "final_answer": ans, "sql": q["gold_sql"], "confidence": 1.0,
                          "explanation": "gold", "citations": tables(q["gold_sql"], real)})
    with open(os.path.join(HERE, "perfect.jsonl"), "w", encoding="utf-8") as f:
        for l in lines:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    print("wrote %d answers to %s" % (len(lines), os.path.join(HERE, "perfect.jsonl")))


if __name__ == "__main__":
    main()
