#!/usr/bin/env python3
"""Write perfect.jsonl (gold answers shaped to each hint) for suppliers-public1 and score it.

Usage: python3 make_perfect.py [db]   (default /work/extra-data/suppliers.db)
Shapes answers the way /work/shared/eval/score.py shapes gold: scalar hint -> first cell of the
first row; object list -> list of {key: value} in hint/keys order; list[scalar] -> first column.
Citations: every real table named in FROM/JOIN of the gold SQL.
"""
import json
import os
import re
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DB = sys.argv[1] if len(sys.argv) > 1 else "/work/extra-data/suppliers.db"
QUESTIONS = os.path.join(HERE, "questions.jsonl")
OUT = os.path.join(HERE, "perfect.jsonl")
SCORER = "/work/shared/eval/score.py"


def hint_keys(hint):
    m = re.match(r"list\[\{(.*)\}\]$", hint.strip())
    if not m:
        return None
    return [part.split(":")[0].strip() for part in m.group(1).split(",")]


def main():
    con = sqlite3.connect("file:%s?mode=ro" % DB, uri=True)
    tables = {r[0].lower(): r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    with open(QUESTIONS, encoding="utf-8") as f, open(OUT, "w", encoding="utf-8") as out:
        for line in f:
            q = json.loads(line)
            rows = con.execute(q["gold_sql"]).fetchall()
            hint = q["format_hint"]
            keys = q.get("keys") or hint_keys(hint)
            if hint.startswith("list[{"):
                ans = [dict(zip(keys, r)) for r in rows]
            elif hint.startswith("list["):
                ans = [r[0] for r in rows]
            else:
                ans = rows[0][0]
            cited = []
            for m in re.finditer(r"\b(?:FROM|JOIN)\s+([A-Za-z_][A-Za-z0-9_]*)", q["gold_sql"], re.I):
                t = tables.get(m.group(1).lower())
                if t and t not in cited:
                    cited.append(t)
            out.write(json.dumps({"id": q["id"], "final_answer": ans, "sql": q["gold_sql"], "confidence": 1.0,
                                  "explanation": "gold", "citations": cited}, ensure_ascii=False) + "\n")
    con.close()
    subprocess.run([sys.executable, SCORER, "--db", DB, "--questions", QUESTIONS, "--outputs", OUT])


if __name__ == "__main__":
    main()
