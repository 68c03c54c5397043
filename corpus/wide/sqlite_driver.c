/* Driver for SQLite's amalgamation (github.com/mattn/go-sqlite3's sqlite3-binding.c):
   one translation unit, so lli runs it as one module. Built by gen_sqlite.sh. */
#include "sqlite3-binding.c"
#include <stdio.h>
static int row(void *arg, int n, char **vals, char **cols) {
  (void)arg;
  for (int i = 0; i < n; i++) printf("%s%s=%s", i ? " " : "", cols[i], vals[i] ? vals[i] : "NULL");
  printf("\n");
  return 0;
}
int main(void) {
  sqlite3 *db;
  char *err = 0;
  if (sqlite3_open(":memory:", &db) != SQLITE_OK) { printf("open failed\n"); return 1; }
  const char *sql =
    "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, score REAL);"
    "INSERT INTO t(name, score) VALUES ('ada', 91.5), ('brian', 78.25), ('clara', 88.0), ('dmitri', 64.75);"
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 200) "
    "INSERT INTO t(name, score) SELECT 'n' || x, (x * 37) % 101 FROM c;"
    "CREATE INDEX ts ON t(score);"
    "SELECT name, score FROM t WHERE score > 80 ORDER BY score DESC, name LIMIT 5;"
    "SELECT count(*) AS n, printf('%.3f', avg(score)) AS mean, max(name) AS last FROM t;"
    "UPDATE t SET score = score + 1 WHERE name LIKE 'n1%';"
    "SELECT group_concat(name, ',') AS g FROM (SELECT name FROM t WHERE id % 50 = 0 ORDER BY id);"
    "SELECT upper(name) AS u, length(name) AS l, typeof(score) AS ty FROM t WHERE id IN (1, 2, 3);";
  if (sqlite3_exec(db, sql, row, 0, &err) != SQLITE_OK) { printf("error: %s\n", err); sqlite3_free(err); return 1; }
  sqlite3_stmt *st;
  sqlite3_prepare_v2(db, "SELECT sum(score), total_changes() FROM t", -1, &st, 0);
  while (sqlite3_step(st) == SQLITE_ROW) printf("sum=%.2f changes=%d\n", sqlite3_column_double(st, 0), sqlite3_column_int(st, 1));
  sqlite3_finalize(st);
  sqlite3_close(db);
  printf("sqlite %s\n", sqlite3_libversion());
  return 0;
}
