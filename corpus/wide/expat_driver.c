/* Driver for libexpat (corpus/gen_expat.sh): parse a few fixed XML
 * documents with element, character-data, processing-instruction, comment,
 * namespace, CDATA, XML-declaration and DTD/entity handlers sharing one
 * user-data struct, each in one go, in small chunks and through
 * XML_GetBuffer; an external entity through a child parser; ISO-8859-1,
 * UTF-16 and a handler-supplied single-byte encoding; a stop and resume;
 * documents with errors (XML_GetErrorCode, line, column, byte index).
 * Written for irfix's corpus; everything printed depends only on the
 * inputs (the hash salt is fixed), never on addresses or time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expat.h"

/* a counting memory suite: every block the parser takes is given back */
static unsigned long n_malloc, n_realloc, n_free;
static long live;

static void *count_malloc(size_t size) {
  n_malloc++;
  live++;
  return malloc(size);
}

static void *count_realloc(void *ptr, size_t size) {
  n_realloc++;
  if (!ptr)
    live++;
  return realloc(ptr, size);
}

static void count_free(void *ptr) {
  if (ptr) {
    n_free++;
    live--;
  }
  free(ptr);
}

static const XML_Memory_Handling_Suite suite = {count_malloc, count_realloc, count_free};

/* what the handlers share through XML_SetUserData */
struct tally {
  const char *label;
  int depth, max_depth;
  unsigned elements, attributes, chars, char_calls, pis, comments, ns_starts, ns_ends;
  unsigned cdata, entity_decls, element_decls, attlist_decls, notations, skipped, defaults;
  unsigned long text_hash;
  int verbose; /* print each event */
  int stop_after; /* XML_StopParser(resumable) after this many elements; 0: never */
  XML_Parser parser;
};

static unsigned long fnv(unsigned long h, const char *s, int len) {
  for (int i = 0; i < len; i++)
    h = (h ^ (unsigned char)s[i]) * 1099511628211UL;
  return h;
}

static void indent(const struct tally *t) {
  for (int i = 0; i < t->depth; i++)
    fputs("  ", stdout);
}

static void XMLCALL on_start(void *data, const XML_Char *name, const XML_Char **atts) {
  struct tally *t = data;
  t->elements++;
  if (t->verbose) {
    indent(t);
    printf("<%s", name);
    for (int i = 0; atts[i]; i += 2)
      printf(" %s=\"%s\"", atts[i], atts[i + 1]);
    printf(">\n");
  }
  for (int i = 0; atts[i]; i += 2)
    t->attributes++;
  t->depth++;
  if (t->depth > t->max_depth)
    t->max_depth = t->depth;
  if (t->stop_after && t->elements == (unsigned)t->stop_after)
    XML_StopParser(t->parser, XML_TRUE);
}

static void XMLCALL on_end(void *data, const XML_Char *name) {
  struct tally *t = data;
  t->depth--;
  if (t->verbose) {
    indent(t);
    printf("</%s>\n", name);
  }
}

static void XMLCALL on_chars(void *data, const XML_Char *s, int len) {
  struct tally *t = data;
  t->chars += len;
  t->char_calls++;
  t->text_hash = fnv(t->text_hash, s, len);
}

static void XMLCALL on_pi(void *data, const XML_Char *target, const XML_Char *pidata) {
  struct tally *t = data;
  t->pis++;
  if (t->verbose) {
    indent(t);
    printf("<?%s %s?>\n", target, pidata);
  }
}

static void XMLCALL on_comment(void *data, const XML_Char *text) {
  struct tally *t = data;
  t->comments++;
  if (t->verbose) {
    indent(t);
    printf("<!--%s-->\n", text);
  }
}

static void XMLCALL on_ns_start(void *data, const XML_Char *prefix, const XML_Char *uri) {
  struct tally *t = data;
  t->ns_starts++;
  if (t->verbose) {
    indent(t);
    printf("xmlns:%s=%s\n", prefix ? prefix : "(default)", uri ? uri : "(none)");
  }
}

static void XMLCALL on_ns_end(void *data, const XML_Char *prefix) {
  struct tally *t = data;
  (void)prefix;
  t->ns_ends++;
}

static void XMLCALL on_cdata_start(void *data) {
  struct tally *t = data;
  t->cdata++;
}

static void XMLCALL on_cdata_end(void *data) { (void)data; }

static void XMLCALL on_xmldecl(void *data, const XML_Char *version, const XML_Char *encoding, int standalone) {
  struct tally *t = data;
  if (t->verbose)
    printf("xml decl: version %s encoding %s standalone %d\n", version ? version : "-", encoding ? encoding : "-",
           standalone);
}

static void XMLCALL on_doctype(void *data, const XML_Char *name, const XML_Char *sysid, const XML_Char *pubid,
                               int has_internal) {
  struct tally *t = data;
  if (t->verbose)
    printf("doctype %s system %s public %s internal %d\n", name, sysid ? sysid : "-", pubid ? pubid : "-",
           has_internal);
}

static void XMLCALL on_doctype_end(void *data) {
  struct tally *t = data;
  if (t->verbose)
    printf("doctype end\n");
}

static void XMLCALL on_entity(void *data, const XML_Char *name, int is_param, const XML_Char *value, int value_len,
                              const XML_Char *base, const XML_Char *sysid, const XML_Char *pubid,
                              const XML_Char *notation) {
  struct tally *t = data;
  (void)base;
  (void)pubid;
  t->entity_decls++;
  if (t->verbose) {
    printf("entity %s%s", is_param ? "%" : "", name);
    if (value)
      printf(" value \"%.*s\"", value_len, value);
    if (sysid)
      printf(" system %s", sysid);
    if (notation)
      printf(" ndata %s", notation);
    printf("\n");
  }
}

static void print_model(const XML_Content *m) {
  static const char *quant[] = {"", "?", "*", "+"};
  switch (m->type) {
  case XML_CTYPE_EMPTY:
    printf("EMPTY");
    break;
  case XML_CTYPE_ANY:
    printf("ANY");
    break;
  case XML_CTYPE_NAME:
    printf("%s", m->name);
    break;
  case XML_CTYPE_MIXED:
  case XML_CTYPE_CHOICE:
  case XML_CTYPE_SEQ:
    printf("(");
    if (m->type == XML_CTYPE_MIXED)
      printf("#PCDATA%s", m->numchildren ? "|" : "");
    for (unsigned i = 0; i < m->numchildren; i++) {
      if (i)
        printf(m->type == XML_CTYPE_SEQ ? "," : "|");
      print_model(&m->children[i]);
    }
    printf(")");
    break;
  }
  printf("%s", quant[m->quant]);
}

static void XMLCALL on_element_decl(void *data, const XML_Char *name, XML_Content *model) {
  struct tally *t = data;
  t->element_decls++;
  if (t->verbose) {
    printf("element %s ", name);
    print_model(model);
    printf("\n");
  }
  XML_FreeContentModel(t->parser, model);
}

static void XMLCALL on_attlist(void *data, const XML_Char *elname, const XML_Char *attname, const XML_Char *att_type,
                               const XML_Char *dflt, int isrequired) {
  struct tally *t = data;
  t->attlist_decls++;
  if (t->verbose)
    printf("attlist %s %s %s default %s required %d\n", elname, attname, att_type, dflt ? dflt : "-", isrequired);
}

static void XMLCALL on_notation(void *data, const XML_Char *name, const XML_Char *base, const XML_Char *sysid,
                                const XML_Char *pubid) {
  struct tally *t = data;
  (void)base;
  t->notations++;
  if (t->verbose)
    printf("notation %s system %s public %s\n", name, sysid ? sysid : "-", pubid ? pubid : "-");
}

static void XMLCALL on_skipped(void *data, const XML_Char *name, int is_param) {
  struct tally *t = data;
  t->skipped++;
  if (t->verbose)
    printf("skipped %s%s\n", is_param ? "%" : "", name);
}

static void XMLCALL on_default(void *data, const XML_Char *s, int len) {
  struct tally *t = data;
  t->defaults++;
  t->text_hash = fnv(t->text_hash, s, len) + 7;
}

/* The external entity "chapter.xml" and the external DTD subset
 * "book.dtd" come from memory, parsed by a child parser. */
static const char chapter_xml[] = "<?xml encoding='UTF-8'?>\n<section id='ext'>from outside &amp; <b>bold</b></section>\n";
static const char book_dtd[] = "<!ENTITY author 'A. N. Other'>\n<!ELEMENT extra (#PCDATA)>\n";

static int XMLCALL on_external(XML_Parser parser, const XML_Char *context, const XML_Char *base,
                               const XML_Char *sysid, const XML_Char *pubid) {
  struct tally *t = XML_GetUserData(parser);
  (void)base;
  (void)pubid;
  const char *text = NULL;
  if (sysid && strcmp(sysid, "chapter.xml") == 0)
    text = chapter_xml;
  else if (sysid && strcmp(sysid, "book.dtd") == 0)
    text = book_dtd;
  if (t->verbose)
    printf("external entity %s (%s)\n", sysid ? sysid : "-", context ? "general" : "DTD");
  if (!text)
    return XML_STATUS_ERROR;
  XML_Parser child = XML_ExternalEntityParserCreate(parser, context, NULL);
  if (!child)
    return XML_STATUS_ERROR;
  enum XML_Status st = XML_Parse(child, text, (int)strlen(text), 1);
  if (st != XML_STATUS_OK)
    printf("child error: %s at %lu:%lu\n", XML_ErrorString(XML_GetErrorCode(child)),
           (unsigned long)XML_GetCurrentLineNumber(child), (unsigned long)XML_GetCurrentColumnNumber(child));
  XML_ParserFree(child);
  return st == XML_STATUS_OK ? XML_STATUS_OK : XML_STATUS_ERROR;
}

/* "x-euro" is a made-up encoding: ASCII, 0xa4 the euro sign, 0x80..0xfb
 * Latin-1, 0xfc..0xfe the first byte of a two-byte sequence (Cyrillic
 * letters, through convert), 0xff not allowed. */
static int x_euro_convert(void *data, const char *s) {
  unsigned *calls = data;
  (*calls)++;
  return 0x400 + (((unsigned char)s[0] - 0xfc) << 6) + ((unsigned char)s[1] & 0x3f);
}

static unsigned convert_calls;

static int XMLCALL on_unknown_encoding(void *data, const XML_Char *name, XML_Encoding *info) {
  (void)data;
  if (strcmp(name, "x-euro") != 0)
    return XML_STATUS_ERROR;
  for (int i = 0; i < 256; i++)
    info->map[i] = i == 0xa4 ? 0x20ac : i >= 0xfc && i <= 0xfe ? -2 : i == 0xff ? -1 : i;
  info->data = &convert_calls;
  info->convert = x_euro_convert;
  info->release = NULL;
  return XML_STATUS_OK;
}

static XML_Parser make_parser(struct tally *t, const char *label, int ns, int verbose) {
  memset(t, 0, sizeof *t);
  t->label = label;
  t->verbose = verbose;
  t->text_hash = 14695981039346656037UL;
  XML_Parser p = XML_ParserCreate_MM(NULL, &suite, ns ? "|" : NULL);
  t->parser = p;
  XML_SetHashSalt(p, 0x5eed1234UL);
  XML_SetUserData(p, t);
  XML_SetElementHandler(p, on_start, on_end);
  XML_SetCharacterDataHandler(p, on_chars);
  XML_SetProcessingInstructionHandler(p, on_pi);
  XML_SetCommentHandler(p, on_comment);
  XML_SetNamespaceDeclHandler(p, on_ns_start, on_ns_end);
  XML_SetCdataSectionHandler(p, on_cdata_start, on_cdata_end);
  XML_SetXmlDeclHandler(p, on_xmldecl);
  XML_SetDoctypeDeclHandler(p, on_doctype, on_doctype_end);
  XML_SetEntityDeclHandler(p, on_entity);
  XML_SetElementDeclHandler(p, on_element_decl);
  XML_SetAttlistDeclHandler(p, on_attlist);
  XML_SetNotationDeclHandler(p, on_notation);
  XML_SetSkippedEntityHandler(p, on_skipped);
  XML_SetExternalEntityRefHandler(p, on_external);
  XML_SetUnknownEncodingHandler(p, on_unknown_encoding, NULL);
  XML_SetParamEntityParsing(p, XML_PARAM_ENTITY_PARSING_UNLESS_STANDALONE);
  return p;
}

static void summary(const struct tally *t, enum XML_Status st) {
  printf("%s: %s; %u elements (depth %d), %u attributes, %u chars in %u calls, %u PIs, %u comments, %u/%u ns, %u cdata, "
         "%u entities, %u element decls, %u attlists, %u notations, %u skipped, %u default; text %016lx\n",
         t->label, st == XML_STATUS_OK ? "ok" : st == XML_STATUS_SUSPENDED ? "suspended" : "error", t->elements,
         t->max_depth, t->attributes, t->chars, t->char_calls, t->pis, t->comments, t->ns_starts, t->ns_ends, t->cdata,
         t->entity_decls, t->element_decls, t->attlist_decls, t->notations, t->skipped, t->defaults, t->text_hash);
  if (st == XML_STATUS_ERROR) {
    enum XML_Error e = XML_GetErrorCode(t->parser);
    printf("  error %d (%s) at line %lu column %lu byte %ld\n", (int)e, XML_ErrorString(e),
           (unsigned long)XML_GetCurrentLineNumber(t->parser), (unsigned long)XML_GetCurrentColumnNumber(t->parser),
           (long)XML_GetCurrentByteIndex(t->parser));
  }
}

static const char book[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<!DOCTYPE book SYSTEM \"book.dtd\" [\n"
    "  <!ELEMENT book (title, chapter+, appendix?)>\n"
    "  <!ELEMENT title (#PCDATA)>\n"
    "  <!ELEMENT chapter (#PCDATA|em|ref)*>\n"
    "  <!ELEMENT appendix ANY>\n"
    "  <!ELEMENT br EMPTY>\n"
    "  <!ATTLIST chapter id ID #REQUIRED n CDATA '1' kind (intro|body|end) 'body'>\n"
    "  <!NOTATION png SYSTEM 'image/png'>\n"
    "  <!ENTITY pub 'Corpus &amp; Sons'>\n"
    "  <!ENTITY % extra '<!ELEMENT note EMPTY><!ATTLIST note ref IDREF #IMPLIED>'>\n"
    "  %extra;\n"
    "  <!ENTITY logo SYSTEM 'logo.png' NDATA png>\n"
    "  <!ENTITY chap SYSTEM 'chapter.xml'>\n"
    "  <!ATTLIST title lang CDATA #IMPLIED>\n"
    "]>\n"
    "<!-- a book for the corpus -->\n"
    "<book xmlns=\"urn:corpus:book\" xmlns:x=\"urn:corpus:extra\" x:edition=\"2\">\n"
    "  <title lang=\"en\">Parsing &pub; by &author;</title>\n"
    "  <?layout columns=\"2\"?>\n"
    "  <chapter id=\"c1\" kind=\"intro\">Once <em>upon</em> a time &#x263A; &lt;tag&gt;<x:note x:ref=\"c2\"/></chapter>\n"
    "  <chapter id=\"c2\">&chap;<![CDATA[raw <markup> & stuff]]> tail</chapter>\n"
    "  <appendix><x:list><x:item>one</x:item><x:item>two</x:item><x:item xmlns:x=\"urn:other\">three</x:item></x:list>"
    "<br/></appendix>\n"
    "</book>\n";

static const char *bad_docs[] = {
    "<a><b>text</a>\n",
    "<root>\n  <item attr='1' attr='2'/>\n</root>\n",
    "<?xml version='1.0'?>\n<r>&undefined;</r>\n",
    "<r>\n\n  <p:q xmlns:p=''/>\n</r>",
    "<r>unclosed",
    "<r><![CDATA[ok]]><!-- -- --></r>",
};

static enum XML_Status parse_whole(XML_Parser p, const char *doc, int len) { return XML_Parse(p, doc, len, 1); }

static enum XML_Status parse_chunks(XML_Parser p, const char *doc, int len, int step) {
  for (int off = 0; off < len; off += step) {
    int n = len - off < step ? len - off : step;
    enum XML_Status st = XML_Parse(p, doc + off, n, 0);
    if (st != XML_STATUS_OK)
      return st;
  }
  return XML_Parse(p, NULL, 0, 1);
}

static enum XML_Status parse_buffers(XML_Parser p, const char *doc, int len, int step) {
  for (int off = 0;; off += step) {
    int n = len - off < step ? len - off : step;
    void *buf = XML_GetBuffer(p, step);
    if (!buf)
      return XML_STATUS_ERROR;
    memcpy(buf, doc + off, n);
    enum XML_Status st = XML_ParseBuffer(p, n, off + n >= len);
    if (st != XML_STATUS_OK || off + n >= len)
      return st;
  }
}

static void run_book(void) {
  struct tally t;
  int len = (int)strlen(book);
  XML_Parser p = make_parser(&t, "book whole", 1, 1);
  summary(&t, parse_whole(p, book, len));
  XML_ParserFree(p);
  static const int steps[] = {1, 7, 64};
  for (int i = 0; i < 3; i++) {
    char label[32];
    snprintf(label, sizeof label, "book chunks of %d", steps[i]);
    p = make_parser(&t, label, 1, 0);
    summary(&t, parse_chunks(p, book, len, steps[i]));
    XML_ParserFree(p);
  }
  p = make_parser(&t, "book buffers of 50", 1, 0);
  summary(&t, parse_buffers(p, book, len, 50));
  XML_ParserFree(p);
  /* without namespaces, keeping the default handler for the rest */
  p = make_parser(&t, "book no ns, default", 0, 0);
  XML_SetDefaultHandlerExpand(p, on_default);
  summary(&t, parse_whole(p, book, len));
  XML_ParserFree(p);
  /* no external entities: &chap; and the DTD are skipped */
  p = make_parser(&t, "book no external", 1, 0);
  XML_SetParamEntityParsing(p, XML_PARAM_ENTITY_PARSING_NEVER);
  XML_SetExternalEntityRefHandler(p, NULL);
  summary(&t, parse_whole(p, book, len));
  XML_ParserFree(p);
}

static void run_stop_resume(void) {
  struct tally t;
  XML_Parser p = make_parser(&t, "book stop/resume", 1, 0);
  t.stop_after = 3;
  enum XML_Status st = XML_Parse(p, book, (int)strlen(book), 1);
  XML_ParsingStatus ps;
  XML_GetParsingStatus(p, &ps);
  printf("after stop: status %d, parsing %d, final %d, line %lu\n", (int)st, (int)ps.parsing, (int)ps.finalBuffer,
         (unsigned long)XML_GetCurrentLineNumber(p));
  int rounds = 0;
  t.stop_after = 0;
  while (st == XML_STATUS_SUSPENDED && rounds < 10) {
    st = XML_ResumeParser(p);
    rounds++;
  }
  summary(&t, st);
  printf("resumed %d time(s)\n", rounds);
  /* reuse the parser */
  XML_ParserReset(p, NULL);
  memset(&t, 0, sizeof t);
  t.label = "reset parser";
  t.parser = p;
  XML_SetUserData(p, &t);
  XML_SetElementHandler(p, on_start, on_end);
  XML_SetCharacterDataHandler(p, on_chars);
  summary(&t, parse_whole(p, "<x><y/><y>z</y></x>", 19));
  XML_ParserFree(p);
}

static void run_encodings(void) {
  struct tally t;
  /* ISO-8859-1 with é (0xe9) */
  static const char latin1[] = "<?xml version='1.0' encoding='ISO-8859-1'?><w a='caf\xe9'>na\xefve</w>";
  XML_Parser p = make_parser(&t, "latin-1", 0, 1);
  summary(&t, parse_whole(p, latin1, (int)strlen(latin1)));
  XML_ParserFree(p);
  /* UTF-16LE with a byte order mark */
  static const char ascii[] = "<u16 k='v'>wide text</u16>";
  char utf16[2 + 2 * sizeof ascii];
  int n = 0;
  utf16[n++] = (char)0xff;
  utf16[n++] = (char)0xfe;
  for (int i = 0; ascii[i]; i++) {
    utf16[n++] = ascii[i];
    utf16[n++] = 0;
  }
  p = make_parser(&t, "utf-16le", 0, 1);
  summary(&t, parse_chunks(p, utf16, n, 5));
  XML_ParserFree(p);
  /* the handler's encoding */
  static const char euro[] = "<?xml version='1.0' encoding='x-euro'?><price cur='\xa4'>12 \xa4 \xfc\x90\xfd\xa1</price>";
  p = make_parser(&t, "x-euro", 0, 1);
  summary(&t, parse_chunks(p, euro, (int)strlen(euro), 3));
  XML_ParserFree(p);
  printf("x-euro: %u conversions\n", convert_calls);
  static const char euro_bad[] = "<?xml version='1.0' encoding='x-euro'?><p>\xff</p>";
  p = make_parser(&t, "x-euro bad", 0, 0);
  summary(&t, parse_whole(p, euro_bad, (int)strlen(euro_bad)));
  XML_ParserFree(p);
  static const char unknown[] = "<?xml version='1.0' encoding='x-none'?><a/>";
  p = make_parser(&t, "x-none", 0, 0);
  summary(&t, parse_whole(p, unknown, (int)strlen(unknown)));
  XML_ParserFree(p);
}

static void run_errors(void) {
  for (int i = 0; i < (int)(sizeof bad_docs / sizeof bad_docs[0]); i++) {
    struct tally t;
    char label[32];
    snprintf(label, sizeof label, "bad %d", i);
    XML_Parser p = make_parser(&t, label, 1, 0);
    summary(&t, parse_chunks(p, bad_docs[i], (int)strlen(bad_docs[i]), 4));
    XML_ParserFree(p);
  }
}

/* a generated document: nested lists with attributes and entities */
static void run_generated(void) {
  size_t cap = 1 << 16, len = 0;
  char *doc = malloc(cap);
  len += snprintf(doc + len, cap - len, "<gen xmlns:g='urn:gen'>");
  for (int i = 0; i < 200; i++) {
    len += snprintf(doc + len, cap - len, "<g:row n='%d' sq='%d'>%d &amp; %d<c>%s</c></g:row>", i, i * i, i, i % 7,
                    i % 3 ? "x" : "<![CDATA[y]]>");
  }
  len += snprintf(doc + len, cap - len, "</gen>");
  struct tally t;
  XML_Parser p = make_parser(&t, "generated", 1, 0);
  summary(&t, parse_chunks(p, doc, (int)len, 333));
  printf("generated: %lu bytes, line %lu\n", (unsigned long)len, (unsigned long)XML_GetCurrentLineNumber(p));
  XML_ParserFree(p);
  free(doc);
}

int main(void) {
  printf("%s\n", XML_ExpatVersion());
  int features = 0;
  for (const XML_Feature *f = XML_GetFeatureList(); f->feature != XML_FEATURE_END; f++) {
    if (f->feature == XML_FEATURE_CONTEXT_BYTES || f->feature == XML_FEATURE_DTD || f->feature == XML_FEATURE_NS)
      printf("feature %s %ld\n", f->name, f->value);
    features++;
  }
  printf("%d features\n", features);
  run_book();
  run_stop_resume();
  run_encodings();
  run_errors();
  run_generated();
  printf("allocator: %lu malloc, %lu realloc, %lu free, %ld live\n", n_malloc, n_realloc, n_free, live);
  printf("expat done\n");
  return 0;
}
