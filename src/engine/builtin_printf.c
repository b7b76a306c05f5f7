/* builtin_printf: printf and fprintf as the engine runs them. The format is
 * walked here, each argument fetched as the conversion names it, and the
 * text made by printf_fmt.c (glibc's rules, never the host's printf). What
 * the program sees is exact: the return value is the output's length, an
 * expression when a plain conversion prints a symbolic integer, and %n
 * stores it through the memory model. Output symx cannot measure (a
 * symbolic string, width or precision, a long double) prints as '?' and,
 * if the program uses the result or a later %n, ends the path as
 * `unsupported` — never a wrong length; a symbolic double is then pinned
 * as for sprintf, below, and printed. sprintf, snprintf and asprintf
 * format the same way into the program's buffer, where a symbolic integer
 * (d i u o x X c) is spelt exactly: the path splits on the shape of its text
 * (digits, sign, zero), and each digit is an expression of the value; a
 * string of symbolic bytes likewise (split on its length); a symbolic
 * double is pinned to one value per IEEE class (exec_pin_fp: its other
 * values end as `unsupported`); any other symbolic piece ends the path as `unsupported`. The v-forms (vprintf, vfprintf, vsprintf,
 * vsnprintf) take their arguments from the memory a va_list points to: the
 * variadic area the engine lays out for a call (exec_ctrl.c), which
 * va_start points the va_list at, read slot by slot as clang's inline
 * va_arg code would. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "engine/builtin_call.h"
#include "engine/printf_fmt.h"

/* A byte of the text that is an expression: where, and its value. */
typedef struct SymByte {
  size_t at;
  Expr *e; /* 8 bits, owned */
} SymByte;

/* What one printf call produced so far. */
typedef struct Printed {
  FmtBuf text;       /* the bytes written, '?' for what is not known */
  size_t unknown;    /* bytes of `text` standing for symbolic pieces */
  Expr *sym_len;     /* the symbolic pieces' length (32 bits), or NULL */
  bool exact;        /* false once some piece's length cannot be known */
  bool spell_ints;   /* symbolic integers spelt out as expressions (sprintf) */
  bool pin_doubles;  /* symbolic doubles pinned to one value and printed (sprintf;
                        printf whose result is used) */
  VEC(SymByte) sym;  /* the bytes of `text` that are expressions */
} Printed;

static void printed_free(Printed *pr) {
  VEC_FREE(pr->text);
  expr_dec(pr->sym_len);
  for (size_t i = 0; i < pr->sym.len; i++) expr_dec(pr->sym.data[i].e);
  VEC_FREE(pr->sym);
}

void builtin_emit(int stream, const char *text, size_t len) {
  if (stream < 0) return; /* a file the program writes: not shown */
  FILE *f = stream == 2 ? stderr : stdout;
  fwrite(text, 1, len, f);
  fflush(f);
}

/* Number of digits of the unsigned value m in `base`, as a 32-bit
 * expression (new reference). */
static Expr *digits_expr(Expr *m, unsigned base) {
  Expr *acc = expr_const(m->tab, 32, 1);
  for (u128 pw = base; pw <= mask_bits(m->width); pw *= base) {
    Expr *k = expr_const(m->tab, m->width, pw), *ge = expr_binary(EXPR_ULE, k, m), *z = expr_zext(ge, 32);
    Expr *n = expr_binary(EXPR_ADD, acc, z);
    expr_dec(k), expr_dec(ge), expr_dec(z), expr_dec(acc);
    acc = n;
  }
  return acc;
}

/* The magnitude and sign (1 bit) of the symbolic integer x as conversion
 * sp (d i u o x X) reads it; new references. The magnitude is unsigned, as
 * wide as the argument and at least 32 bits (narrow ones were promoted). */
static void magnitude(Expr *x, const FmtSpec *sp, bool ilp32, Expr **mag, Expr **neg) {
  unsigned bits = fmt_int_bits(sp, ilp32), w = bits < 32 ? 32 : bits;
  Expr *v = expr_resize(x, bits);
  if (sp->conv == 'd' || sp->conv == 'i') {
    Expr *sx = expr_sext(v, w), *z = expr_const(x->tab, w, 0), *minus = expr_binary(EXPR_SUB, z, sx);
    *neg = expr_binary(EXPR_SLT, sx, z);
    *mag = expr_ite(*neg, minus, sx);
    expr_dec(sx), expr_dec(z), expr_dec(minus);
  } else {
    *mag = expr_zext(v, w);
    *neg = expr_bool(x->tab, false);
  }
  expr_dec(v);
}

static unsigned conv_base(const FmtSpec *sp) { return sp->conv == 'o' ? 8 : strchr("xX", sp->conv) ? 16 : 10; }

/* The printed length of a conversion without flags, width or precision of
 * the symbolic integer x (its bits as the spec reads them), as a 32-bit
 * expression (new reference). */
static Expr *int_length_expr(Expr *x, const FmtSpec *sp, bool ilp32) {
  if (sp->conv == 'c') return expr_const(x->tab, 32, 1);
  Expr *mag, *neg;
  magnitude(x, sp, ilp32, &mag, &neg);
  Expr *d = digits_expr(mag, conv_base(sp)), *sign = expr_zext(neg, 32), *r = expr_binary(EXPR_ADD, d, sign);
  expr_dec(mag), expr_dec(neg), expr_dec(d), expr_dec(sign);
  return r;
}

/* A piece whose text is not known: '?' in the output. Its length is `len`
 * (taken over) when known, else the call's result is not exact. */
static void unknown_piece(Printed *pr, Expr *len) {
  VEC_PUSH(pr->text, '?');
  if (!len) {
    pr->exact = false;
    return;
  }
  pr->unknown++;
  if (pr->sym_len) {
    Expr *sum = expr_binary(EXPR_ADD, pr->sym_len, len);
    expr_dec(pr->sym_len);
    expr_dec(len);
    pr->sym_len = sum;
  } else {
    pr->sym_len = len;
  }
}

/* The length printed so far: a new reference to a 32-bit expression. */
static Expr *length_so_far(ExprTable *t, const Printed *pr) {
  Expr *k = expr_const(t, 32, pr->text.len - pr->unknown);
  if (!pr->sym_len) return k;
  Expr *tot = expr_binary(EXPR_ADD, k, pr->sym_len);
  expr_dec(k);
  return tot;
}

/* Up to `max` (or, when max < 0, all) concrete bytes of the string at
 * addr, NUL-terminated; NULL when they are not all concrete and readable. */
static char *read_string(Call *c, uint64_t addr, long max) {
  uint64_t off;
  Object *o = mem_at(&c->s->mem, addr, &off);
  if (!o || o == &mem_dangling || !o->alive || o->arr) return NULL;
  size_t n = 0;
  while ((max < 0 || n < (size_t)max) && off + n < o->size && mem_is_concrete(o, off + n, 1) &&
         o->bytes[off + n])
    n++;
  bool ended = max >= 0 && n == (size_t)max;
  if (!ended && (off + n >= o->size || !mem_is_concrete(o, off + n, 1))) return NULL;
  char *r = xmalloc(n + 1);
  memcpy(r, o->bytes + off, n);
  r[n] = 0;
  return r;
}

/* %n: stores the length so far through the pointer argument, at the width
 * the length modifier names. False when the path ended. */
static bool store_count(Call *c, Printed *pr, const FmtSpec *sp, const Val *ptr) {
  if (!pr->exact) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "printf's %%n after output symx cannot measure");
    return false;
  }
  unsigned bits = fmt_int_bits(sp, addr_is32(&c->ex->layout));
  Val p = *ptr;
  uint64_t off;
  Expr *soff = NULL;
  Object *o = exec_resolve(c->ex, c->s, &p, bits / 8, true, &off, &soff);
  if (!o) return false;
  Expr *len = length_so_far(c->s->exprs, pr), *v = expr_resize(len, bits);
  Val val = {0, NULL};
  if (expr_is_const(v)) val.v = (uint64_t)expr_value(v);
  else val.e = v;
  exec_write(c->ex, c->s, o, off, soff, bits / 8, bits, &val);
  expr_dec(soff), expr_dec(len), expr_dec(v);
  return true;
}

/* Where a call's conversions take their arguments: its own arguments from
 * index `next` on, or (va) the memory from address `at` on, in the slots of
 * the ABI's variadic area. */
typedef struct ArgSrc {
  uint32_t next;
  bool va;
  uint64_t at;
  bool lost; /* va: an argument of unknown size was passed over */
} ArgSrc;

/* The bytes the argument of a conversion takes in a variadic area (an int
 * at least: narrower ones were promoted); 0 when not known. */
static unsigned arg_size(const FmtSpec *sp, bool ilp32) {
  if (strchr("spn", sp->conv)) return ilp32 ? 4 : 8;
  if (strchr("diuoxXc", sp->conv)) {
    unsigned bits = fmt_int_bits(sp, ilp32);
    return bits < 32 ? 4 : bits / 8;
  }
  if (strchr("fFeEgGaA", sp->conv)) return sp->len != FMT_LEN_BIG_L ? 8 : ilp32 ? 12 : 16;
  return 0;
}

/* The next argument, of `size` bytes (0: not known), into *out (a new
 * reference); false when it is missing (past the call's arguments or the
 * variadic area's end, or after one of unknown size). */
static bool take_arg(Call *c, ArgSrc *as, unsigned size, Val *out) {
  *out = (Val){0, NULL};
  if (!as->va) {
    if (as->next >= c->nargs) return false;
    val_copy(out, arg(c, as->next++));
    return true;
  }
  if (size == 0) as->lost = true;
  if (as->lost) return false;
  bool ilp32 = addr_is32(&c->ex->layout);
  /* x86-64: 8-byte slots, 16-byte values 16-aligned; i386: 4-byte units */
  if (!ilp32 && size > 8) as->at = (as->at + 15) & ~15ull;
  uint64_t at = as->at, off;
  as->at += ilp32 ? (size + 3) & ~3u : size > 8 ? 16 : 8;
  Object *o = mem_at(&c->s->mem, at, &off);
  if (!o || o == &mem_dangling || !o->alive || off > o->size || o->size - off < size) {
    as->lost = true;
    return false;
  }
  if (size <= 8) *out = mem_read(c->s->exprs, o, off, size, size * 8);
  return true;
}

/* Takes a `*` argument (an int); false when it is missing or symbolic. */
static bool star_arg(Call *c, ArgSrc *as, int32_t *out) {
  Val v;
  bool ok = take_arg(c, as, 4, &v) && !v.e;
  if (ok) *out = (int32_t)v.v;
  expr_dec(v.e);
  return ok;
}

/* The character of digit k (0: the last) of the unsigned mag in base, as
 * (mag / base^k) % base: 8 bits, new reference. (Each digit divides mag
 * afresh: Z3 decides these faster than a chain of divisions by base, or
 * than multiplications by reciprocals.) */
static Expr *digit_char(Expr *mag, unsigned base, unsigned k, bool upper) {
  ExprTable *t = mag->tab;
  u128 pw = 1;
  for (unsigned i = 0; i < k; i++) pw *= base;
  Expr *p = expr_const(t, mag->width, pw), *b = expr_const(t, mag->width, base), *q = expr_binary(EXPR_UDIV, mag, p);
  Expr *dig = expr_binary(EXPR_UREM, q, b), *d8 = expr_resize(dig, 8);
  Expr *zero = expr_const(t, 8, '0'), *r = expr_binary(EXPR_ADD, d8, zero);
  if (base == 16) { /* 10..15 are letters */
    Expr *ten = expr_const(t, 8, 10), *lt = expr_binary(EXPR_ULT, d8, ten);
    Expr *a = expr_const(t, 8, (upper ? 'A' : 'a') - 10), *letter = expr_binary(EXPR_ADD, d8, a);
    Expr *sel = expr_ite(lt, r, letter);
    expr_dec(ten), expr_dec(lt), expr_dec(a), expr_dec(letter), expr_dec(r);
    r = sel;
  }
  expr_dec(p), expr_dec(b), expr_dec(q), expr_dec(dig), expr_dec(d8), expr_dec(zero);
  return r;
}

/* Appends text, the conversion sp of the model's value of x, with its last
 * `ndig` digits before the field's padding (the one byte of %c) made the
 * expressions they stand for. */
static void spell_layout(Printed *pr, const FmtSpec *sp, const FmtBuf *text, size_t core, Expr *x, Expr *mag,
                         unsigned ndig, const Model *model) {
  size_t at = pr->text.len, end = sp->minus ? core : text->len;
  for (size_t i = 0; i < text->len; i++) VEC_PUSH(pr->text, text->data[i]);
  Expr *chars[64];
  assert(ndig <= 64);
  for (unsigned k = 0; k < ndig; k++) /* digit k from the last */
    chars[k] = sp->conv == 'c' ? expr_resize(x, 8) : digit_char(mag, conv_base(sp), k, sp->conv == 'X');
  for (unsigned k = ndig; k-- > 0;) { /* in the order of the text */
    size_t pos = at + end - 1 - k;
    assert((uint8_t)expr_eval(chars[k], model) == (uint8_t)pr->text.data[pos]);
    VEC_PUSH(pr->sym, ((SymByte){pos, chars[k]}));
  }
}

/* Conversion sp (d i u o x X c) of the symbolic integer x, spelt exactly:
 * the path is split on the shape of the text (its number of digits, the
 * sign, whether it is zero), which fixes its layout, and each digit is an
 * expression of x. False when the path ended. */
static bool spell_int(Call *c, Printed *pr, const FmtSpec *sp, Expr *x) {
  bool ilp32 = addr_is32(&c->ex->layout);
  Expr *mag = NULL, *neg = NULL;
  uint64_t shape = 1;
  if (sp->conv != 'c') {
    magnitude(x, sp, ilp32, &mag, &neg);
    Expr *n = digits_expr(mag, conv_base(sp)), *z = expr_const(x->tab, mag->width, 0), *isz = expr_eq(mag, z);
    Expr *sh7 = expr_const(x->tab, 32, 128), *sh8 = expr_const(x->tab, 32, 256);
    Expr *nz = expr_zext(neg, 32), *zz = expr_zext(isz, 32);
    Expr *a = expr_binary(EXPR_MUL, nz, sh7), *b = expr_binary(EXPR_MUL, zz, sh8);
    Expr *ab = expr_binary(EXPR_ADD, a, b), *key = expr_binary(EXPR_ADD, n, ab);
    Val kv = {0, NULL};
    if (expr_is_const(key)) kv.v = (uint64_t)expr_value(key);
    else kv.e = expr_inc(key);
    bool alive = exec_concretize(c->ex, c->s, &kv, 32, &shape);
    expr_dec(kv.e), expr_dec(key), expr_dec(ab), expr_dec(a), expr_dec(b), expr_dec(nz), expr_dec(zz);
    expr_dec(sh7), expr_dec(sh8), expr_dec(n), expr_dec(z), expr_dec(isz), expr_dec(neg);
    if (!alive) {
      expr_dec(mag);
      return false;
    }
  }
  uint64_t m = (uint64_t)expr_eval(x, c->s->model);
  FmtBuf text = {0}, core = {0};
  FmtSpec bare = *sp;
  bare.width = -1;
  fmt_integer(&text, sp, m, ilp32);
  fmt_integer(&core, &bare, m, ilp32);
  /* zero (shape bit 8) is one text; otherwise the low 7 bits count digits */
  unsigned ndig = shape & 256 ? 0 : (unsigned)(shape & 127);
  spell_layout(pr, sp, &text, core.len, x, mag, ndig, c->s->model);
  VEC_FREE(text);
  VEC_FREE(core);
  expr_dec(mag);
  return true;
}

/* The bytes of the string at addr that %s (with precision prec, < 0:
 * none) may print: up to the first concrete NUL, the precision or the end
 * of the object (*runs_off then). False when addr is not in a live object
 * symx can read byte by byte. */
typedef VEC(Val) ValVec;

static bool string_bytes(Call *c, uint64_t addr, int prec, ValVec *out, bool *runs_off) {
  uint64_t off;
  Object *o = mem_at(&c->s->mem, addr, &off);
  if (!o || o == &mem_dangling || !o->alive || o->arr || off > o->size) return false;
  size_t max = prec >= 0 ? (size_t)prec : SIZE_MAX;
  *runs_off = false;
  for (size_t i = 0; i < max; i++) {
    if (off + i >= o->size) {
      *runs_off = true;
      break;
    }
    Val b = mem_read(c->s->exprs, o, off + i, 1, 8);
    if (!b.e && b.v == 0) break;
    VEC_PUSH(*out, b);
  }
  return true;
}

/* %s of a string with symbolic bytes, spelt exactly: the path splits on
 * its printed length (the first NUL within the precision), and each byte
 * is itself. One that may run past its object ends the path unsupported.
 * False when the path ended. */
static bool spell_string(Call *c, Printed *pr, const FmtSpec *sp, uint64_t addr) {
  ValVec bytes = {0};
  bool runs_off, alive = true;
  if (!string_bytes(c, addr, sp->prec, &bytes, &runs_off)) {
    unknown_piece(pr, NULL);
    return true;
  }
  ExprTable *t = c->s->exprs;
  Expr *len = expr_const(t, 32, bytes.len);
  for (size_t i = bytes.len; i-- > 0;) { /* the first NUL wins */
    if (!bytes.data[i].e) continue;
    Expr *z = expr_const(t, 8, 0), *is_nul = expr_eq(bytes.data[i].e, z), *k = expr_const(t, 32, i);
    Expr *l = expr_ite(is_nul, k, len);
    expr_dec(z), expr_dec(is_nul), expr_dec(k), expr_dec(len);
    len = l;
  }
  Val lv = {0, NULL};
  if (expr_is_const(len)) lv.v = (uint64_t)expr_value(len);
  else lv.e = expr_inc(len);
  uint64_t n = 0;
  alive = exec_concretize(c->ex, c->s, &lv, 32, &n);
  expr_dec(lv.e), expr_dec(len);
  if (alive && runs_off && n == bytes.len) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "%s's %%s of a string that may run past its object", c->callee->name);
    alive = false;
  }
  if (alive) { /* the layout of n characters, then the symbolic ones in place */
    char *body = xmalloc(n + 1);
    for (uint64_t i = 0; i < n; i++) body[i] = bytes.data[i].e ? '?' : (char)bytes.data[i].v;
    body[n] = 0;
    size_t at = pr->text.len;
    fmt_string(&pr->text, sp, body);
    size_t start = at + (sp->minus ? 0 : pr->text.len - at - n);
    for (uint64_t i = 0; i < n; i++)
      if (bytes.data[i].e) VEC_PUSH(pr->sym, ((SymByte){start + i, expr_inc(bytes.data[i].e)}));
    xfree(body, n + 1);
  }
  for (size_t i = 0; i < bytes.len; i++) expr_dec(bytes.data[i].e);
  VEC_FREE(bytes);
  return alive;
}

/* One conversion of the argument a, which is there. False when the path
 * ended (in store_count). */
static bool convert_arg(Call *c, Printed *pr, const FmtSpec *sp, const Val *a) {
  bool ilp32 = addr_is32(&c->ex->layout);
  if (sp->conv == 'n') return a->e ? (unknown_piece(pr, NULL), true) : store_count(c, pr, sp, a);
  if (a->e && pr->spell_ints && strchr("diuoxXc", sp->conv)) return spell_int(c, pr, sp, a->e);
  if (a->e && pr->pin_doubles && strchr("fFeEgGaA", sp->conv)) {
    /* No exact text of a symbolic double: it prints with one value of it */
    uint64_t bits;
    char why[96];
    snprintf(why, sizeof why, "%s %%%c of a symbolic double: the path goes on with one value of it",
             c->callee->name, sp->conv);
    if (!exec_pin_fp(c->ex, c->s, a, a->e->width, why, &bits)) return false;
    fmt_float(&pr->text, sp, bits);
    return true;
  }
  if (a->e) {
    bool plain = !sp->minus && !sp->plus && !sp->space && !sp->hash && !sp->zero && sp->width < 0 &&
                 sp->prec < 0 && strchr("diuoxXc", sp->conv);
    unknown_piece(pr, plain ? int_length_expr(a->e, sp, ilp32) : NULL);
    return true;
  }
  if (sp->conv == 's') {
    char *str = a->v ? read_string(c, a->v, sp->prec) : NULL;
    if (a->v && !str && pr->spell_ints) return spell_string(c, pr, sp, a->v);
    if (a->v && !str) unknown_piece(pr, NULL);
    else fmt_string(&pr->text, sp, str);
    xstrfree(str);
  } else if (sp->conv == 'p') {
    fmt_pointer(&pr->text, sp, a->v);
  } else if (strchr("fFeEgGaA", sp->conv)) {
    fmt_float(&pr->text, sp, a->v);
  } else {
    fmt_integer(&pr->text, sp, a->v, ilp32);
  }
  return true;
}

/* One conversion with its argument(s) taken from as. False when the path
 * ended (in store_count). */
static bool convert(Call *c, Printed *pr, FmtSpec *sp, ArgSrc *as) {
  int32_t star;
  bool stars_known = true;
  if (sp->width_star) {
    if (star_arg(c, as, &star)) fmt_set_star_width(sp, star);
    else stars_known = false;
  }
  if (sp->prec_star) {
    if (star_arg(c, as, &star)) fmt_set_star_prec(sp, star);
    else stars_known = false;
  }
  if (sp->conv == '%') {
    fmt_percent(&pr->text, sp);
    return true;
  }
  Val a;
  bool have = take_arg(c, as, arg_size(sp, addr_is32(&c->ex->layout)), &a);
  bool alive = true;
  if (!have || sp->unsupported || !stars_known) unknown_piece(pr, NULL);
  else alive = convert_arg(c, pr, sp, &a);
  expr_dec(a.e);
  return alive;
}

/* Where the arguments of a call whose format is argument fmt_i start: the
 * next argument, or for a v-form the area its va_list argument points to
 * (on x86-64 a pointer to {gp_offset, fp_offset, overflow_arg_area,
 * reg_save_area}, whose register parts va_start marks used up; on i386 the
 * area's address itself). False when the path ended. */
static bool arg_source(Call *c, uint32_t fmt_i, bool va, ArgSrc *as) {
  memset(as, 0, sizeof *as);
  as->next = fmt_i + 1;
  as->va = va;
  if (!va) return true;
  if (fmt_i + 1 >= c->nargs || arg(c, fmt_i + 1)->e) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "%s of a missing or symbolic va_list", c->callee->name);
    return false;
  }
  uint64_t p = arg(c, fmt_i + 1)->v;
  if (addr_is32(&c->ex->layout)) {
    as->at = p;
    return true;
  }
  uint64_t off;
  Object *o = mem_at(&c->s->mem, p, &off);
  Val regs_used = {0, NULL}, area = {0, NULL};
  if (o && o != &mem_dangling && o->alive && off <= o->size && o->size - off >= 24) {
    regs_used = mem_read(c->s->exprs, o, off, 8, 64);
    area = mem_read(c->s->exprs, o, off + 8, 8, 64);
  }
  bool ok = o && !regs_used.e && !area.e && regs_used.v == ((uint64_t)304 << 32 | 48);
  expr_dec(regs_used.e), expr_dec(area.e);
  if (!ok) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "%s of a va_list va_start did not make", c->callee->name);
    return false;
  }
  as->at = area.v;
  return true;
}

/* Formats the output of a printf-style call whose format is argument
 * fmt_i (its arguments from a va_list after it when `va`), with symbolic
 * integers as '?' or, when `spell_ints`, spelt exactly. False when the
 * path ended. */
static bool format_output(Call *c, uint32_t fmt_i, bool va, bool spell_ints, Printed *pr) {
  memset(pr, 0, sizeof *pr);
  pr->exact = true;
  pr->spell_ints = spell_ints;
  pr->pin_doubles = spell_ints || !(c->in->flags & IR_RESULT_UNUSED);
  ArgSrc as;
  if (!arg_source(c, fmt_i, va, &as)) return false;
  char *fmt = fmt_i < c->nargs && !arg(c, fmt_i)->e ? exec_read_cstring(c->ex, c->s, arg(c, fmt_i)->v) : NULL;
  if (!fmt) {
    unknown_piece(pr, NULL);
    return true;
  }
  bool alive = true;
  for (const char *p = fmt; *p && alive;) {
    if (*p != '%') {
      VEC_PUSH(pr->text, *p++);
      continue;
    }
    FmtSpec sp;
    p += fmt_parse(p, &sp);
    if (!sp.conv) { /* the format ends inside a conversion: undefined */
      unknown_piece(pr, NULL);
      break;
    }
    alive = convert(c, pr, &sp, &as);
  }
  xstrfree(fmt);
  return alive;
}

bool builtin_printf(Call *c, bool isf, bool va) {
  Printed pr;
  if (!format_output(c, isf ? 1 : 0, va, false, &pr)) {
    printed_free(&pr);
    return false;
  }
  /* %n may have forked: the stream argument is read from the state now. */
  builtin_emit(isf ? builtin_stream_of(c, 0) : 1, pr.text.data, pr.text.len);
  bool used = !(c->in->flags & IR_RESULT_UNUSED);
  if (!pr.exact && used) {
    printed_free(&pr);
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "%s's result depends on output symx cannot measure", c->callee->name);
    return false;
  }
  Expr *len = length_so_far(c->s->exprs, &pr);
  set_result_expr(c, expr_resize(len, c->in->width ? c->in->width : 32));
  expr_dec(len);
  printed_free(&pr);
  return true;
}

/* Writes the first n bytes of pr's text at pointer p (an access the engine
 * checks: a buffer too small is the program's out-of-bounds error), the
 * bytes that are expressions as themselves. False when the path ended. */
static bool write_text_at(Call *c, Val p, const Printed *pr, uint64_t n) {
  if (n == 0) return true;
  uint64_t off;
  Expr *soff = NULL;
  Object *o = exec_resolve(c->ex, c->s, &p, n, true, &off, &soff);
  if (!o) return false;
  size_t next_sym = 0;
  for (uint64_t i = 0; i < n; i++) {
    Val b = {(uint8_t)pr->text.data[i], NULL};
    if (next_sym < pr->sym.len && pr->sym.data[next_sym].at == i) b.e = pr->sym.data[next_sym++].e;
    if (soff) {
      Expr *k = expr_const(soff->tab, 64, i), *at = expr_binary(EXPR_ADD, soff, k);
      exec_write(c->ex, c->s, o, 0, at, 1, 8, &b);
      expr_dec(k), expr_dec(at);
    } else {
      exec_write(c->ex, c->s, o, off + i, NULL, 1, 8, &b);
    }
  }
  expr_dec(soff);
  return true;
}

/* Whether the call has its first `need` arguments (else the path ends). */
static bool has_args(Call *c, uint32_t need) {
  if (c->nargs >= need) return true;
  exec_error(c->ex, c->s, ERR_UNSUPPORTED, "%s called with too few arguments", c->callee->name);
  return false;
}

/* The text of a call whose format is argument fmt_i, into *pr (the caller
 * frees it); false when the path ended, or was ended here because symx
 * cannot format the text exactly. */
static bool format_exact(Call *c, uint32_t fmt_i, bool va, Printed *pr) {
  if (!format_output(c, fmt_i, va, true, pr)) return false;
  if (pr->exact && !pr->unknown) return true;
  exec_error(c->ex, c->s, ERR_UNSUPPORTED,
             "%s of something symx cannot format exactly (a symbolic value, width or precision, or a long double)",
             c->callee->name);
  return false;
}

bool builtin_asprintf(Call *c, bool va) {
  if (!has_args(c, 2u + va)) return false;
  Printed pr;
  bool alive = format_exact(c, 1, va, &pr);
  if (alive) {
    size_t len = pr.text.len;
    VEC_PUSH(pr.text, '\0');
    uint64_t block = builtin_heap_block(c, len + 1); /* 0 over symx's size limit */
    if (!block) {
      exec_error(c->ex, c->s, ERR_UNSUPPORTED, "%s of a text too large for symx", c->callee->name);
      alive = false;
    }
    /* glibc sets *strp only when it succeeds: the text first, then the pointer */
    alive = alive && write_text_at(c, (Val){block, NULL}, &pr, len + 1);
    if (alive) {
      unsigned pb = addr_ptr_bytes(&c->ex->layout);
      uint64_t off;
      Expr *soff;
      Object *o = exec_resolve(c->ex, c->s, arg(c, 0), pb, true, &off, &soff);
      if (o) exec_write(c->ex, c->s, o, off, soff, pb, 8 * pb, &(Val){block, NULL});
      expr_dec(soff);
      alive = o != NULL;
    }
    if (alive) set_result(c, len);
  }
  printed_free(&pr);
  return alive;
}

bool builtin_sprintf(Call *c, bool bounded, bool va) {
  uint64_t cap = 0;
  if (!has_args(c, (bounded ? 3u : 2u) + va)) return false;
  if (bounded && !exec_concretize(c->ex, c->s, arg(c, 1), arg_width(c, 1), &cap)) return false;
  Printed pr;
  bool alive = format_exact(c, bounded ? 2 : 1, va, &pr);
  if (alive) {
    size_t len = pr.text.len;
    VEC_PUSH(pr.text, '\0');
    /* snprintf keeps cap - 1 characters and the NUL; sprintf all of them */
    uint64_t n = !bounded ? len + 1 : cap == 0 ? 0 : (len < cap - 1 ? len : cap - 1) + 1;
    if (n) pr.text.data[n - 1] = '\0';
    while (pr.sym.len && pr.sym.data[pr.sym.len - 1].at >= n - 1) /* cut off by snprintf */
      expr_dec(pr.sym.data[--pr.sym.len].e);
    alive = write_text_at(c, *arg(c, 0), &pr, n);
    if (alive) set_result(c, len);
  }
  printed_free(&pr);
  return alive;
}
