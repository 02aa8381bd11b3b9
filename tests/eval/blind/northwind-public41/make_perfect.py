#!/usr/bin/env python3
"""Write perfect.jsonl for this blind set by running every gold_sql on the database.

Usage: python3 make_perfect.py [--db PATH]
The output (perfect.jsonl) is for checking score.py only; do not commit it.
"""
import argparse
import json
import os
import re
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))


def tables_in(sql, real):
    names = re.findall(r'(?:FROM|JOIN)\s+(\[[^\]]+\]|"[^"]+"|`[^`]+`|[A-Za-z_][\w]*)', sql, re.I)
    out = []
    for n in names:
        n = n.strip('[]"`')
        if n.lower() in real and n not in out:
            out.append(n)
    return out


def shape(hint, keys, rows):
    h = hint.strip()
    if h.startswith("list["):
        inner = h[5:-1].strip()
        if inner.startswith("{"):
            return [dict(zip(keys, r)) for r in rows]
        return [r[0] for r in rows]
    if h.startswith("{"):
        return dict(zip(keys, rows[0])) if rows else None
    return rows[0][0] if rows else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/shared/data/northwind-classic.db")
    args = ap.parse_args()
    con = sqlite3.connect(args.db)
    real = {r[0].lower() for r in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    out = []
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            rows = con.execute(q["gold_sql"]).fetchall()
            out.append({
                "id": q["id"],
                "final_answer": shape(q["format_hint"], q.get("keys") or [], rows),
                "sql": q["gold_sql"],
                "confidence": 1.0,
                "explanation": "gold",
                "citations": tables_in(q["gold_sql"], real),
            })
    with open(os.path.join(HERE, "perfect.jsonl"), "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d answers" % len(out))


if __name__ == "__main__":
    main()
