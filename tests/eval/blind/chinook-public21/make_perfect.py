#!/usr/bin/env python3
"""Write a perfect answer file for chinook-public21 and (optionally) score it.

Usage:
    python3 make_perfect.py [--db /work/shared/data/chinook.db] [--out perfect.jsonl] [--score]

Every gold_sql is run with sqlite3 on the database (read-only). The rows are shaped to the
question's format_hint (and keys) the way /work/shared/eval/score.py shapes gold:
  scalar hint      -> first row, first column
  list[scalar]     -> first column of every row
  list[{...}]      -> one object per row, columns mapped to the keys in order
Each output line is {"id", "final_answer", "sql", "confidence": 1.0, "explanation",
"citations": [tables named after FROM/JOIN in gold_sql that exist in the database]}.
The script also checks that no gold answer is empty or holds NULL and that none has
more than 100 rows.
"""
import argparse
import json
import os
import re
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE_RE = re.compile(
    r"\b(?:FROM|JOIN)\s+(?:\"([^\"]+)\"|\[([^\]]+)\]|`([^`]+)`|([A-Za-z_][A-Za-z0-9_]*))",
    re.IGNORECASE,
)


def split_top(s):
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def parse_hint(h):
    h = h.strip()
    if h.lower().startswith("list[") and h.endswith("]"):
        return ("list", parse_hint(h[5:-1]))
    if h.startswith("{") and h.endswith("}"):
        return ("obj", [p.split(":", 1)[0].strip() for p in split_top(h[1:-1])])
    return ("scalar", h.lower())


def shape(spec, keys, rows):
    if spec[0] == "list":
        inner = spec[1]
        if inner[0] == "obj":
            ks = keys or inner[1]
            return [{k: r[i] for i, k in enumerate(ks)} for r in rows]
        return [r[0] for r in rows]
    if spec[0] == "obj":
        ks = keys or spec[1]
        return {k: rows[0][i] for i, k in enumerate(ks)}
    return rows[0][0]


def tables(sql, real):
    out = []
    for m in TABLE_RE.finditer(sql):
        name = next(g for g in m.groups() if g is not None)
        key = re.sub(r"[\s_]+", "", name).lower()
        if key in real and real[key] not in out:
            out.append(real[key])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/shared/data/chinook.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    ap.add_argument("--score", action="store_true", help="run /work/shared/eval/score.py afterwards")
    a = ap.parse_args()

    con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(a.db), uri=True)
    real = {re.sub(r"[\s_]+", "", n).lower(): n for (n,) in con.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    problems = 0
    n = 0
    with open(a.questions, encoding="utf-8") as f, open(a.out, "w", encoding="utf-8") as out:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            n += 1
            rows = con.execute(q["gold_sql"]).fetchall()
            if not rows or any(v is None for r in rows for v in r):
                print("PROBLEM %s: empty answer or NULL value" % q["id"])
                problems += 1
            if len(rows) > 100:
                print("PROBLEM %s: %d rows" % (q["id"], len(rows)))
                problems += 1
            ans = shape(parse_hint(q["format_hint"]), q.get("keys"), rows)
            out.write(json.dumps({"id": q["id"], "final_answer": ans, "sql": q["gold_sql"],
                                  "confidence": 1.0, "explanation": "gold answer",
                                  "citations": tables(q["gold_sql"], real)},
                                 ensure_ascii=False) + "\n")
    print("wrote %s (%d questions, %d problems)" % (a.out, n, problems))
    if a.score:
        subprocess.run([sys.executable, "/work/shared/eval/score.py", "--db", a.db,
                        "--questions", a.questions, "--outputs", a.out], check=False)


if __name__ == "__main__":
    main()
