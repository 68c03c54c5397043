/* Driver for the tree-sitter runtime (corpus/gen_treesitter.sh): parse a
 * few fixed Python snippets with the Python grammar, walk each tree with a
 * TreeCursor, print S-expressions and node counts, edit one source and
 * reparse it incrementally (printing the changed ranges), and run a query
 * with captures. Written for irfix's corpus; everything printed depends
 * only on the inputs, never on addresses or time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree_sitter/api.h"
#include "allocator.h"

const TSLanguage *tree_sitter_python(void);

/* The Go binding's allocator.c forwards ts_set_allocator's functions to
 * these; here they count the calls so the driver can check every block
 * the runtime took was given back. */
static unsigned long n_malloc, n_calloc, n_realloc, n_free;
static long live;

void *go_malloc(size_t size) {
  n_malloc++;
  live++;
  return malloc(size);
}

void *go_calloc(size_t num, size_t size) {
  n_calloc++;
  live++;
  return calloc(num, size);
}

void *go_realloc(void *ptr, size_t size) {
  n_realloc++;
  if (!ptr)
    live++;
  return realloc(ptr, size);
}

void go_free(void *ptr) {
  if (ptr) {
    n_free++;
    live--;
  }
  free(ptr);
}

static const char *const snippets[] = {
    "import os\n"
    "from collections import defaultdict as dd\n"
    "\n"
    "MAX_DEPTH = 8\n"
    "\n"
    "@cache\n"
    "def walk(tree, depth=0, *args, key=None, **kw):\n"
    "    \"\"\"Yield every node.\"\"\"\n"
    "    if depth > MAX_DEPTH:\n"
    "        return\n"
    "    for child in tree.children:\n"
    "        yield child\n"
    "        yield from walk(child, depth + 1)\n"
    "\n"
    "class Counter(dict):\n"
    "    def add(self, name: str, n: int = 1) -> int:\n"
    "        self[name] = self.get(name, 0) + n\n"
    "        return self[name]\n"
    "\n"
    "squares = {k: v ** 2 for k, v in enumerate(range(10)) if v % 3}\n"
    "print(f\"{len(squares)} squares, first {squares[1]!r:>4}\")\n",

    "try:\n"
    "    value = int(text)\n"
    "except (ValueError, TypeError) as err:\n"
    "    value = -1\n"
    "else:\n"
    "    value = value << 2 | 1\n"
    "finally:\n"
    "    done = lambda *a: [x for x in a if x is not None]\n"
    "while value and not done():\n"
    "    value -= 1; continue\n"
    "with open(path) as f, lock:\n"
    "    data = f.read()[::2]\n"
    "assert isinstance(data, (bytes, str)), 'bad data'\n"
    "match command.split():\n"
    "    case [\"go\", direction]:\n"
    "        move(direction)\n"
    "    case _:\n"
    "        pass\n",

    /* a syntax error: the tree holds ERROR and MISSING nodes */
    "def broken(a, b:\n"
    "    return a +* b\n"
    "x = [1, 2,\n"
    "print(x))\n",
};

/* a TSInput that hands the source over a few bytes at a time, so the
 * lexer crosses chunk boundaries */
struct chunked {
  const char *text;
  uint32_t len;
  uint32_t step;
  unsigned reads;
};

static const char *chunk_read(void *payload, uint32_t byte, TSPoint pos, uint32_t *n) {
  struct chunked *c = payload;
  (void)pos;
  c->reads++;
  if (byte >= c->len) {
    *n = 0;
    return "";
  }
  *n = c->len - byte < c->step ? c->len - byte : c->step;
  return c->text + byte;
}

/* a logger that counts the parser's and the lexer's messages and sums
 * their lengths */
struct log_counts {
  unsigned parse, lex;
  unsigned long bytes;
};

static void count_log(void *payload, TSLogType type, const char *msg) {
  struct log_counts *lc = payload;
  if (type == TSLogTypeParse)
    lc->parse++;
  else
    lc->lex++;
  lc->bytes += strlen(msg);
}

static void print_string(const char *label, TSNode node) {
  char *s = ts_node_string(node);
  printf("%s %s\n", label, s);
  c_free_fn(s);
}

static void print_text(const char *src, TSNode node) {
  uint32_t a = ts_node_start_byte(node), b = ts_node_end_byte(node);
  printf("\"");
  for (uint32_t i = a; i < b && i < a + 24; i++) {
    char ch = src[i];
    putchar(ch == '\n' ? '/' : ch);
  }
  printf("%s\"", b - a > 24 ? "..." : "");
}

struct walk_stats {
  unsigned nodes, named, errors, missing, max_depth, fields;
};

/* visit every node with one cursor, depth first, printing the named ones */
static void walk(const char *src, TSTree *tree, struct walk_stats *st) {
  TSTreeCursor cur = ts_tree_cursor_new(ts_tree_root_node(tree));
  unsigned depth = 0;
  for (;;) {
    TSNode n = ts_tree_cursor_current_node(&cur);
    const char *field = ts_tree_cursor_current_field_name(&cur);
    st->nodes++;
    if (depth > st->max_depth)
      st->max_depth = depth;
    if (field)
      st->fields++;
    if (ts_node_is_error(n))
      st->errors++;
    if (ts_node_is_missing(n))
      st->missing++;
    if (ts_node_is_named(n)) {
      TSPoint p = ts_node_start_point(n), q = ts_node_end_point(n);
      st->named++;
      printf("%*s%s%s%s [%u:%u-%u:%u] #%u ", (int)(2 * depth), "", field ? field : "", field ? ": " : "", ts_node_type(n),
             p.row, p.column, q.row, q.column, ts_tree_cursor_current_descendant_index(&cur));
      print_text(src, n);
      printf("\n");
    }
    if (ts_tree_cursor_goto_first_child(&cur)) {
      depth++;
      continue;
    }
    while (!ts_tree_cursor_goto_next_sibling(&cur)) {
      if (!ts_tree_cursor_goto_parent(&cur)) {
        ts_tree_cursor_delete(&cur);
        return;
      }
      depth--;
    }
  }
}

static TSTree *parse_chunked(TSParser *parser, TSTree *old, const char *src, uint32_t step) {
  struct chunked c = {src, (uint32_t)strlen(src), step, 0};
  TSInput in = {&c, chunk_read, TSInputEncodingUTF8, NULL};
  TSTree *t = ts_parser_parse(parser, old, in);
  printf("parsed %u bytes in chunks of %u: %u reads\n", c.len, step, c.reads);
  return t;
}

static void parse_snippet(TSParser *parser, int i) {
  const char *src = snippets[i];
  struct log_counts lc = {0, 0, 0};
  struct walk_stats st = {0, 0, 0, 0, 0, 0};
  TSLogger logger = {&lc, count_log};
  printf("== snippet %d\n", i);
  ts_parser_set_logger(parser, logger);
  TSTree *tree = parse_chunked(parser, NULL, src, 7 + 5 * (uint32_t)i);
  ts_parser_set_logger(parser, (TSLogger){NULL, NULL});
  printf("log: %u parse, %u lex messages, %lu bytes\n", lc.parse, lc.lex, lc.bytes);
  TSNode root = ts_tree_root_node(tree);
  print_string("sexp:", root);
  walk(src, tree, &st);
  printf("nodes %u named %u errors %u missing %u depth %u fields %u descendants %u has_error %d\n", st.nodes, st.named,
         st.errors, st.missing, st.max_depth, st.fields, ts_node_descendant_count(root), ts_node_has_error(root));
  /* the same tree again from one string: it must print the same */
  TSTree *again = ts_parser_parse_string(parser, NULL, src, (uint32_t)strlen(src));
  char *a = ts_node_string(root), *b = ts_node_string(ts_tree_root_node(again));
  printf("reparse from a string: %s\n", strcmp(a, b) == 0 ? "same" : "DIFFERENT");
  c_free_fn(a);
  c_free_fn(b);
  ts_tree_delete(again);
  /* the deepest named node at a few offsets */
  for (uint32_t off = 0; off < (uint32_t)strlen(src); off += 97) {
    TSNode d = ts_node_named_descendant_for_byte_range(root, off, off + 1);
    TSNode par = ts_node_parent(d);
    printf("at %u: %s in %s\n", off, ts_node_type(d), ts_node_is_null(par) ? "-" : ts_node_type(par));
  }
  ts_tree_delete(tree);
}

/* point of byte offset off in src */
static TSPoint point_at(const char *src, uint32_t off) {
  TSPoint p = {0, 0};
  for (uint32_t i = 0; i < off; i++) {
    if (src[i] == '\n') {
      p.row++;
      p.column = 0;
    } else {
      p.column++;
    }
  }
  return p;
}

/* replace old_text (its first occurrence) by new_text, tell the old tree,
 * reparse and print what changed */
static void edit_and_reparse(TSParser *parser, const char *src, const char *old_text, const char *new_text) {
  TSTree *tree = ts_parser_parse_string(parser, NULL, src, (uint32_t)strlen(src));
  const char *at = strstr(src, old_text);
  uint32_t start = (uint32_t)(at - src), olen = (uint32_t)strlen(old_text), nlen = (uint32_t)strlen(new_text);
  size_t len = strlen(src) - olen + nlen;
  char *edited = malloc(len + 1);
  memcpy(edited, src, start);
  memcpy(edited + start, new_text, nlen);
  strcpy(edited + start + nlen, src + start + olen);
  TSInputEdit e = {start, start + olen, start + nlen, point_at(src, start), point_at(src, start + olen),
                   point_at(edited, start + nlen)};
  printf("== edit %u..%u -> %u bytes: '%s' -> '%s'\n", start, start + olen, nlen, old_text, new_text);
  TSTree *old = ts_tree_copy(tree);
  ts_tree_edit(old, &e);
  TSTree *fresh = parse_chunked(parser, old, edited, 64);
  uint32_t n = 0;
  TSRange *r = ts_tree_get_changed_ranges(old, fresh, &n);
  printf("%u changed ranges\n", n);
  for (uint32_t i = 0; i < n; i++)
    printf("  bytes %u..%u rows %u:%u-%u:%u\n", r[i].start_byte, r[i].end_byte, r[i].start_point.row,
           r[i].start_point.column, r[i].end_point.row, r[i].end_point.column);
  c_free_fn(r);
  TSNode root = ts_tree_root_node(fresh);
  TSNode changed = ts_node_named_descendant_for_byte_range(root, start, start + nlen);
  print_string("edited node:", changed);
  printf("has_changes in old tree: %d; has_error now: %d\n", ts_node_has_changes(ts_tree_root_node(old)),
         ts_node_has_error(root));
  TSTree *scratch = ts_parser_parse_string(parser, NULL, edited, (uint32_t)len);
  char *a = ts_node_string(root), *b = ts_node_string(ts_tree_root_node(scratch));
  printf("incremental equals from scratch: %s\n", strcmp(a, b) == 0 ? "yes" : "NO");
  c_free_fn(a);
  c_free_fn(b);
  ts_tree_delete(scratch);
  ts_tree_delete(fresh);
  ts_tree_delete(old);
  ts_tree_delete(tree);
  free(edited);
}

static const char query_source[] =
    "(function_definition name: (identifier) @fn.name parameters: (parameters) @fn.params)\n"
    "(call function: [(identifier) (attribute attribute: (identifier))] @call.fn arguments: (argument_list . (_) "
    "@call.first))\n"
    "((identifier) @self (#eq? @self \"self\"))\n"
    "(class_definition name: (identifier) @class.name superclasses: (argument_list (identifier)* @class.base))\n"
    "[(string) (integer) (float)] @literal\n";

/* whether match m passes its pattern's predicates: the runtime leaves
 * them to the client; this one knows #eq? @capture "text" and #eq?
 * @capture @capture, and fails any other */
static int predicates_hold(const TSQuery *q, const char *src, const TSQueryMatch *m) {
  uint32_t steps = 0, len;
  const TSQueryPredicateStep *s = ts_query_predicates_for_pattern(q, m->pattern_index, &steps);
  for (uint32_t k = 0; k < steps; k++) {
    uint32_t end = k;
    while (s[end].type != TSQueryPredicateStepTypeDone)
      end++;
    if (end - k != 3 || strcmp(ts_query_string_value_for_id(q, s[k].value_id, &len), "eq?") != 0 ||
        s[k + 1].type != TSQueryPredicateStepTypeCapture)
      return 0;
    const char *want = NULL;
    uint32_t want_len = 0;
    TSNode left = {{0}}, right = {{0}};
    int have_left = 0, have_right = 0;
    for (uint16_t c = 0; c < m->capture_count; c++) {
      if (m->captures[c].index == s[k + 1].value_id) {
        left = m->captures[c].node;
        have_left = 1;
      }
      if (s[k + 2].type == TSQueryPredicateStepTypeCapture && m->captures[c].index == s[k + 2].value_id) {
        right = m->captures[c].node;
        have_right = 1;
      }
    }
    if (!have_left)
      return 0;
    if (s[k + 2].type == TSQueryPredicateStepTypeString) {
      want = ts_query_string_value_for_id(q, s[k + 2].value_id, &want_len);
    } else {
      if (!have_right)
        return 0;
      want = src + ts_node_start_byte(right);
      want_len = ts_node_end_byte(right) - ts_node_start_byte(right);
    }
    uint32_t got_len = ts_node_end_byte(left) - ts_node_start_byte(left);
    if (got_len != want_len || memcmp(src + ts_node_start_byte(left), want, got_len) != 0)
      return 0;
    k = end;
  }
  return 1;
}

static void run_query(TSParser *parser, const TSLanguage *lang) {
  uint32_t err_off = 0;
  TSQueryError err = TSQueryErrorNone;
  TSQuery *q = ts_query_new(lang, query_source, (uint32_t)strlen(query_source), &err_off, &err);
  if (!q) {
    printf("query error %d at %u\n", (int)err, err_off);
    return;
  }
  printf("== query: %u patterns, %u captures, %u strings\n", ts_query_pattern_count(q), ts_query_capture_count(q),
         ts_query_string_count(q));
  for (uint32_t p = 0; p < ts_query_pattern_count(q); p++) {
    uint32_t steps = 0;
    const TSQueryPredicateStep *s = ts_query_predicates_for_pattern(q, p, &steps);
    printf("pattern %u bytes %u..%u rooted %d predicates:", p, ts_query_start_byte_for_pattern(q, p),
           ts_query_end_byte_for_pattern(q, p), ts_query_is_pattern_rooted(q, p));
    for (uint32_t k = 0; k < steps; k++) {
      uint32_t len;
      if (s[k].type == TSQueryPredicateStepTypeCapture)
        printf(" @%s", ts_query_capture_name_for_id(q, s[k].value_id, &len));
      else if (s[k].type == TSQueryPredicateStepTypeString)
        printf(" '%s'", ts_query_string_value_for_id(q, s[k].value_id, &len));
      else
        printf(" .");
    }
    printf("\n");
  }
  TSQueryCursor *qc = ts_query_cursor_new();
  for (int i = 0; i < 2; i++) {
    const char *src = snippets[i];
    TSTree *tree = ts_parser_parse_string(parser, NULL, src, (uint32_t)strlen(src));
    ts_query_cursor_exec(qc, q, ts_tree_root_node(tree));
    TSQueryMatch m;
    unsigned matches = 0, rejected = 0;
    while (ts_query_cursor_next_match(qc, &m)) {
      if (!predicates_hold(q, src, &m)) {
        rejected++;
        continue;
      }
      matches++;
      printf("match %u pattern %u:", matches, m.pattern_index);
      for (uint16_t c = 0; c < m.capture_count; c++) {
        uint32_t len;
        printf(" @%s=", ts_query_capture_name_for_id(q, m.captures[c].index, &len));
        print_text(src, m.captures[c].node);
      }
      printf("\n");
    }
    /* the captures in order, within a byte range */
    ts_query_cursor_set_byte_range(qc, 0, (uint32_t)strlen(src) / 2);
    ts_query_cursor_exec(qc, q, ts_tree_root_node(tree));
    uint32_t ci;
    unsigned captures = 0, per_id[16] = {0};
    while (ts_query_cursor_next_capture(qc, &m, &ci)) {
      captures++;
      if (m.captures[ci].index < 16)
        per_id[m.captures[ci].index]++;
    }
    printf("snippet %d: %u matches (%u failed a predicate), %u captures in the first half:", i, matches, rejected,
           captures);
    for (uint32_t id = 0; id < ts_query_capture_count(q) && id < 16; id++) {
      uint32_t len;
      printf(" %s=%u", ts_query_capture_name_for_id(q, id, &len), per_id[id]);
    }
    printf("\n");
    ts_query_cursor_set_byte_range(qc, 0, UINT32_MAX);
    ts_tree_delete(tree);
  }
  ts_query_cursor_delete(qc);
  ts_query_delete(q);
}

static void language_facts(const TSLanguage *lang) {
  uint32_t n = ts_language_symbol_count(lang);
  unsigned named = 0, visible = 0;
  for (TSSymbol s = 0; s < n; s++) {
    TSSymbolType t = ts_language_symbol_type(lang, s);
    if (t == TSSymbolTypeRegular)
      named++;
    if (t != TSSymbolTypeAuxiliary)
      visible++;
  }
  printf("python: abi %u, %u symbols (%u regular, %u visible), %u fields, %u states\n", ts_language_abi_version(lang), n,
         named, visible, ts_language_field_count(lang), ts_language_state_count(lang));
  TSSymbol fd = ts_language_symbol_for_name(lang, "function_definition", 19, true);
  printf("function_definition is symbol %u (%s)\n", fd, ts_language_symbol_name(lang, fd));
  TSLookaheadIterator *it = ts_lookahead_iterator_new(lang, 1);
  unsigned valid = 0;
  while (ts_lookahead_iterator_next(it))
    valid++;
  printf("state 1 accepts %u symbols\n", valid);
  ts_lookahead_iterator_delete(it);
}

int main(void) {
  ts_set_allocator(c_malloc_fn, c_calloc_fn, c_realloc_fn, c_free_fn);
  const TSLanguage *lang = tree_sitter_python();
  TSParser *parser = ts_parser_new();
  if (!ts_parser_set_language(parser, lang)) {
    printf("language rejected\n");
    return 1;
  }
  language_facts(lang);
  for (int i = 0; i < (int)(sizeof snippets / sizeof snippets[0]); i++)
    parse_snippet(parser, i);
  edit_and_reparse(parser, snippets[0], "depth + 1", "depth + step(child)");
  edit_and_reparse(parser, snippets[1], "value = -1", "value = None\n    raise");
  edit_and_reparse(parser, snippets[2], "+*", "+");
  run_query(parser, lang);
  ts_parser_delete(parser);
  printf("allocator: %lu malloc, %lu calloc, %lu realloc, %lu free, %ld live\n", n_malloc, n_calloc, n_realloc, n_free,
         live);
  printf("treesitter done\n");
  return 0;
}
