#!/usr/bin/env python3
"""Write perfect.jsonl for northwind-public35 from the gold SQL, shaped the way
/work/shared/eval/score.py shapes gold (scalar hint -> first cell; object hint ->
first row mapped to keys; list hint -> all rows, first column for list[scalar]).

Usage: python3 make_perfect.py [--db DB] [--questions Q] [--out perfect.jsonl]
Then:  python3 /work/shared/eval/score.py --db DB --questions Q --outputs perfect.jsonl
"""
import argparse, json, os, sqlite3, sys
sys.dont_write_bytecode = True

sys.path.insert(0, "/work/shared/eval")
import score  # noqa: E402  (parse_hint, apply_keys, shape_gold, sql_tables, norm_ident)

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/shared/data/northwind-classic.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    a = ap.parse_args()
    con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(a.db), uri=True)
    objs = {score.norm_ident(n): n for (n,) in con.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    n = 0
    with open(a.questions, encoding="utf-8") as f, open(a.out, "w", encoding="utf-8") as out:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            spec = score.apply_keys(score.parse_hint(q["format_hint"]), q.get("keys"))
            rows = con.execute(q["gold_sql"]).fetchall()
            gold = score.shape_gold(spec, rows)
            assert gold not in (None, [], {}), q["id"]
            out.write(json.dumps({"id": q["id"], "final_answer": gold, "sql": q["gold_sql"],
                                  "confidence": 1.0,
                                  "citations": score.sql_tables(q["gold_sql"], objs)},
                                 ensure_ascii=False) + "\n")
            n += 1
    print("wrote %d answers to %s" % (n, a.out))


if __name__ == "__main__":
    main()
