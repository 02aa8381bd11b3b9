#!/usr/bin/env python3
"""Write perfect.jsonl next to this script: runs every gold_sql of questions.jsonl
against the classic Northwind SQLite database and shapes the rows to the format_hint
(the same way score.py shapes the gold). Standard library only.

Usage: python3 make_perfect.py [--db PATH]
"""
import argparse
import json
import os
import re
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DB = "/work/shared/data/northwind-classic.db"

TABLE_RE = re.compile(
    r"\b(?:FROM|JOIN)\s+(?:\"([^\"]+)\"|\[([^\]]+)\]|`([^`]+)`|([A-Za-z_][A-Za-z0-9_]*))",
    re.IGNORECASE,
)


def split_top(s, sep=","):
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if cur:
        parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def parse_hint(h):
    h = (h or "").strip()
    if h.lower().startswith("list[") and h.endswith("]"):
        return ("list", parse_hint(h[5:-1]))
    if h.startswith("{") and h.endswith("}"):
        return ("obj", [p.split(":", 1)[0].strip().strip("'\"") for p in split_top(h[1:-1])])
    return ("scalar", None)


def shape(spec, keys, rows):
    kind = spec[0]
    if kind == "list":
        inner = spec[1]
        if inner[0] == "obj":
            names = keys or inner[1]
            return [{k: (r[i] if i < len(r) else None) for i, k in enumerate(names)} for r in rows]
        return [r[0] if r else None for r in rows]
    if not rows:
        return None
    if kind == "obj":
        names = keys or spec[1]
        return {k: (rows[0][i] if i < len(rows[0]) else None) for i, k in enumerate(names)}
    return rows[0][0]


def tables_read(sql, real):
    found = []
    for m in TABLE_RE.finditer(sql):
        name = next(g for g in m.groups() if g is not None)
        key = re.sub(r"[\s_]+", "", name).casefold()
        if key in real and real[key] not in found:
            found.append(real[key])
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default=DEFAULT_DB)
    args = ap.parse_args()
    con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(args.db), uri=True)
    real = {}
    for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')"):
        real[re.sub(r"[\s_]+", "", name).casefold()] = name
    out_path = os.path.join(HERE, "perfect.jsonl")
    n = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as fin, \
            open(out_path, "w", encoding="utf-8") as fout:
        for line in fin:
            if not line.strip():
                continue
            q = json.loads(line)
            rows = con.execute(q["gold_sql"]).fetchall()
            ans = shape(parse_hint(q["format_hint"]), q.get("keys"), rows)
            rec = {"id": q["id"], "final_answer": ans, "sql": q["gold_sql"], "confidence": 1.0,
                   "explanation": "gold", "citations": tables_read(q["gold_sql"], real)}
            fout.write(json.dumps(rec, ensure_ascii=False) + "\n")
            n += 1
    print("wrote %d answers to %s" % (n, out_path))


if __name__ == "__main__":
    main()
