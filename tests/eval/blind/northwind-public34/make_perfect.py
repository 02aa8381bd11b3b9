#!/usr/bin/env python3
"""Build perfect.jsonl for northwind-public34: every gold_sql is run on the database and its result
is shaped to the question's format_hint the same way /work/shared/eval/score.py shapes gold answers.
Citations are the real tables/views named in FROM/JOIN of the gold SQL (same rule as score.py).

Usage: python3 make_perfect.py [--db DB] [--out perfect.jsonl]
"""
import argparse, importlib.util, json, os, sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
SCORE = '/work/shared/eval/score.py'

spec = importlib.util.spec_from_file_location('score', SCORE)
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)

ap = argparse.ArgumentParser()
ap.add_argument('--db', default='/work/shared/data/northwind-classic.db')
ap.add_argument('--questions', default=os.path.join(HERE, 'questions.jsonl'))
ap.add_argument('--out', default=os.path.join(HERE, 'perfect.jsonl'))
args = ap.parse_args()

con = sqlite3.connect('file:%s?mode=ro' % os.path.abspath(args.db), uri=True)
objs = {score.norm_ident(n): n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}

n = 0
with open(args.questions, encoding='utf-8') as f, open(args.out, 'w', encoding='utf-8') as out:
    for line in f:
        if not line.strip():
            continue
        q = json.loads(line)
        rows = con.execute(q['gold_sql']).fetchall()
        if not rows:
            raise SystemExit('empty gold for %s' % q['id'])
        sp = score.apply_keys(score.parse_hint(q['format_hint']), q.get('keys'))
        gold = score.shape_gold(sp, rows)
        out.write(json.dumps({'id': q['id'], 'final_answer': gold, 'sql': q['gold_sql'], 'confidence': 1.0,
                              'citations': score.sql_tables(q['gold_sql'], objs)}, ensure_ascii=False) + '\n')
        n += 1
print('wrote %d answers to %s' % (n, args.out))
