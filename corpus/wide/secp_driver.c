/* Driver for libsecp256k1 (corpus/gen_secp.sh): keys derived from fixed
 * tagged hashes (no randomness from the system), public keys serialized,
 * parsed and compared; ECDSA signatures with the default (RFC 6979) nonce
 * and with a nonce function of the driver's own, in DER and compact form,
 * normalized, verified and rejected; recoverable signatures and public key
 * recovery; ECDH with the default hash and a hash function of the
 * driver's own; tweaks, negation, combination and sorting of keys;
 * keypairs and x-only keys; BIP-340 Schnorr signatures (the BIP's first
 * test vectors, messages of several lengths, a custom nonce function);
 * cloned, preallocated and static contexts; illegal arguments through an
 * illegal-argument callback. Written for irfix's corpus; everything
 * printed (hex) depends only on the fixed inputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secp256k1.h"
#include "secp256k1_ecdh.h"
#include "secp256k1_extrakeys.h"
#include "secp256k1_preallocated.h"
#include "secp256k1_recovery.h"
#include "secp256k1_schnorrsig.h"

#define NKEYS 8

static void hex(const char *label, const unsigned char *p, size_t n) {
  printf("%s ", label);
  for (size_t i = 0; i < n; i++)
    printf("%02x", p[i]);
  printf("\n");
}

/* what the callbacks share through their data pointers */
struct tally {
  const char *label;
  unsigned illegal, errors;
  unsigned nonce_calls, nonce_retries;
  unsigned ecdh_calls, bip340_calls;
  unsigned char last_x[32];
};

static void on_illegal(const char *message, void *data) {
  struct tally *t = data;
  t->illegal++;
  printf("%s: illegal argument: %s\n", t->label, message);
}

static void on_error(const char *message, void *data) {
  struct tally *t = data;
  t->errors++;
  printf("%s: internal error: %s\n", t->label, message);
}

/* An ECDSA nonce function that gives the signer an invalid (zero) nonce on
 * the first attempt, so that it asks again, then RFC 6979's. */
static int retry_nonce(unsigned char *nonce32, const unsigned char *msg32, const unsigned char *key32,
                       const unsigned char *algo16, void *data, unsigned int attempt) {
  struct tally *t = data;
  t->nonce_calls++;
  if (attempt == 0) {
    memset(nonce32, 0, 32);
    return 1;
  }
  t->nonce_retries++;
  return secp256k1_nonce_function_rfc6979(nonce32, msg32, key32, algo16, NULL, attempt - 1);
}

/* An ECDH hash function that keeps both coordinates: x || y. */
static int ecdh_xy(unsigned char *output, const unsigned char *x32, const unsigned char *y32, void *data) {
  struct tally *t = data;
  t->ecdh_calls++;
  memcpy(output, x32, 32);
  memcpy(output + 32, y32, 32);
  memcpy(t->last_x, x32, 32);
  return 1;
}

/* A BIP-340 nonce function that counts its calls and hands the others'
 * data to the standard one. */
static int counting_bip340(unsigned char *nonce32, const unsigned char *msg, size_t msglen, const unsigned char *key32,
                           const unsigned char *xonly_pk32, const unsigned char *algo, size_t algolen, void *data) {
  struct tally *t = data;
  t->bip340_calls++;
  return secp256k1_nonce_function_bip340(nonce32, msg, msglen, key32, xonly_pk32, algo, algolen, NULL);
}

static int from_hex(unsigned char *out, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned v;
    if (sscanf(s + 2 * i, "%2x", &v) != 1)
      return 0;
    out[i] = (unsigned char)v;
  }
  return 1;
}

/* BIP-340's test vectors 0 to 3 (secret key, auxiliary randomness,
 * message, signature). */
static const char *const bip340[4][4] = {
    {"0000000000000000000000000000000000000000000000000000000000000003",
     "0000000000000000000000000000000000000000000000000000000000000000",
     "0000000000000000000000000000000000000000000000000000000000000000",
     "E907831F80848D1069A5371B402410364BDF1C5F8307B0084C55F1CE2DCA821525F66A4A85EA8B71E482A74F382D2CE5EBEEE8FDB2172F477DF4900D310536C0"},
    {"B7E151628AED2A6ABF7158809CF4F3C762E7160F38B4DA56A784D9045190CFEF",
     "0000000000000000000000000000000000000000000000000000000000000001",
     "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
     "6896BD60EEAE296DB48A229FF71DFE071BDE413E6D43F917DC8DCF8C78DE33418906D11AC976ABCCB20B091292BFF4EA897EFCB639EA871CFA95F6DE339E4B0A"},
    {"C90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B14E5C9",
     "C87AA53824B4D7AE2EB035A2B5BBBCCC080E76CDC6D1692C4B0B62D798E6D906",
     "7E2D58D8B3BCDF1ABADEC7829054F90DDA9805AAB56C77333024B9D0A508B75C",
     "5831AAEED7B44BB74E5EAB94BA9D4294C49BCF2A60728D8B4C200F50DD313C1BAB745879A5AD954A72C45A91C3A51D3C7ADEA98D82F8481E0E1E03674A6F3FB7"},
    {"0B432B2677937381AEF05BB02A66ECD012773062CF3FA2549E44F58ED2401710",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
     "7EB0509757E246F19449885651611CB965ECC1A187DD51B64FDA1EDC9637D5EC97582B9CB13DB3933705B32BA982AF5AF25FD78881EBB32771FC5922EFC66EA3"},
};

struct keyset {
  unsigned char sec[NKEYS][32];
  secp256k1_pubkey pub[NKEYS];
  unsigned char msg[NKEYS][32];
};

static void derive(const secp256k1_context *ctx, struct keyset *ks) {
  static const unsigned char keytag[] = "irfix corpus secp key";
  static const unsigned char msgtag[] = "irfix corpus secp message";
  for (int i = 0; i < NKEYS; i++) {
    unsigned char seed[4] = {(unsigned char)i, 0x5e, 0xc9, (unsigned char)(7 * i)};
    if (!secp256k1_tagged_sha256(ctx, ks->sec[i], keytag, sizeof keytag - 1, seed, sizeof seed) ||
        !secp256k1_tagged_sha256(ctx, ks->msg[i], msgtag, sizeof msgtag - 1, seed, sizeof seed)) {
      printf("tagged hash %d failed\n", i);
      exit(1);
    }
    printf("key %d seckey_verify %d\n", i, secp256k1_ec_seckey_verify(ctx, ks->sec[i]));
    if (!secp256k1_ec_pubkey_create(ctx, &ks->pub[i], ks->sec[i])) {
      printf("pubkey_create %d failed\n", i);
      exit(1);
    }
  }
}

static void pubkeys(const secp256k1_context *ctx, struct keyset *ks) {
  for (int i = 0; i < NKEYS; i++) {
    unsigned char comp[33], uncomp[65];
    size_t lc = sizeof comp, lu = sizeof uncomp;
    secp256k1_pubkey back, back2;
    char label[32];
    secp256k1_ec_pubkey_serialize(ctx, comp, &lc, &ks->pub[i], SECP256K1_EC_COMPRESSED);
    secp256k1_ec_pubkey_serialize(ctx, uncomp, &lu, &ks->pub[i], SECP256K1_EC_UNCOMPRESSED);
    snprintf(label, sizeof label, "pub%d", i);
    hex(label, comp, lc);
    snprintf(label, sizeof label, "pub%d.full", i);
    hex(label, uncomp, lu);
    int ok1 = secp256k1_ec_pubkey_parse(ctx, &back, comp, lc);
    int ok2 = secp256k1_ec_pubkey_parse(ctx, &back2, uncomp, lu);
    printf("pub%d parse %d %d cmp %d %d\n", i, ok1, ok2, secp256k1_ec_pubkey_cmp(ctx, &back, &ks->pub[i]),
           secp256k1_ec_pubkey_cmp(ctx, &back2, &back));
    uncomp[64] ^= 1; /* no longer on the curve */
    printf("pub%d parse off-curve %d\n", i, secp256k1_ec_pubkey_parse(ctx, &back, uncomp, lu));
  }
  unsigned char zero[32] = {0};
  unsigned char order[32];
  from_hex(order, "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", 32);
  printf("seckey_verify zero %d order %d\n", secp256k1_ec_seckey_verify(ctx, zero), secp256k1_ec_seckey_verify(ctx, order));
  unsigned char one[32] = {0};
  one[31] = 1;
  secp256k1_pubkey g;
  unsigned char gs[33];
  size_t gl = sizeof gs;
  printf("pubkey_create one %d\n", secp256k1_ec_pubkey_create(ctx, &g, one));
  secp256k1_ec_pubkey_serialize(ctx, gs, &gl, &g, SECP256K1_EC_COMPRESSED);
  hex("G", gs, gl);
}

static void ecdsa(const secp256k1_context *ctx, struct keyset *ks, struct tally *t) {
  for (int i = 0; i < NKEYS; i++) {
    secp256k1_ecdsa_signature sig, sig2, parsed, norm;
    unsigned char der[72], compact[64], compact2[64];
    size_t dl = sizeof der;
    char label[32];
    secp256k1_ecdsa_sign(ctx, &sig, ks->msg[i], ks->sec[i], NULL, NULL);
    secp256k1_ecdsa_signature_serialize_der(ctx, der, &dl, &sig);
    secp256k1_ecdsa_signature_serialize_compact(ctx, compact, &sig);
    snprintf(label, sizeof label, "ecdsa%d.der", i);
    hex(label, der, dl);
    snprintf(label, sizeof label, "ecdsa%d", i);
    hex(label, compact, 64);
    int pd = secp256k1_ecdsa_signature_parse_der(ctx, &parsed, der, dl);
    int pc = secp256k1_ecdsa_signature_parse_compact(ctx, &sig2, compact);
    secp256k1_ecdsa_signature_serialize_compact(ctx, compact2, &parsed);
    printf("ecdsa%d parse %d %d same %d verify %d other-msg %d other-key %d\n", i, pd, pc, memcmp(compact, compact2, 64) == 0,
           secp256k1_ecdsa_verify(ctx, &sig2, ks->msg[i], &ks->pub[i]),
           secp256k1_ecdsa_verify(ctx, &sig2, ks->msg[(i + 1) % NKEYS], &ks->pub[i]),
           secp256k1_ecdsa_verify(ctx, &sig2, ks->msg[i], &ks->pub[(i + 1) % NKEYS]));
    /* the high-S twin: s replaced by n - s verifies only once normalized */
    secp256k1_ecdsa_signature high;
    unsigned char hc[64];
    secp256k1_ecdsa_signature_normalize(ctx, &norm, &sig);
    memcpy(hc, compact, 64);
    {
      static const unsigned char n[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
                                          0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};
      int borrow = 0;
      for (int k = 31; k >= 0; k--) {
        int d = n[k] - compact[32 + k] - borrow;
        borrow = d < 0;
        hc[32 + k] = (unsigned char)(d + (borrow ? 256 : 0));
      }
    }
    secp256k1_ecdsa_signature_parse_compact(ctx, &high, hc);
    int was_high = secp256k1_ecdsa_signature_normalize(ctx, &norm, &high);
    printf("ecdsa%d high-S verify %d normalized %d verify %d\n", i, secp256k1_ecdsa_verify(ctx, &high, ks->msg[i], &ks->pub[i]),
           was_high, secp256k1_ecdsa_verify(ctx, &norm, ks->msg[i], &ks->pub[i]));
    /* a nonce function of the driver's own, through ndata */
    secp256k1_ecdsa_sign(ctx, &sig, ks->msg[i], ks->sec[i], retry_nonce, t);
    secp256k1_ecdsa_signature_serialize_compact(ctx, compact2, &sig);
    printf("ecdsa%d retry-nonce same %d verify %d\n", i, memcmp(compact, compact2, 64) == 0,
           secp256k1_ecdsa_verify(ctx, &sig, ks->msg[i], &ks->pub[i]));
    /* the built-in nonce function with extra data gives another signature */
    secp256k1_ecdsa_sign(ctx, &sig, ks->msg[i], ks->sec[i], secp256k1_nonce_function_rfc6979, ks->msg[(i + 3) % NKEYS]);
    secp256k1_ecdsa_signature_serialize_compact(ctx, compact2, &sig);
    snprintf(label, sizeof label, "ecdsa%d.ndata", i);
    hex(label, compact2, 64);
  }
  printf("nonce calls %u retries %u\n", t->nonce_calls, t->nonce_retries);
  /* a DER signature with trailing garbage and one truncated */
  unsigned char bad[80];
  secp256k1_ecdsa_signature s;
  memset(bad, 0x30, sizeof bad);
  printf("parse_der garbage %d\n", secp256k1_ecdsa_signature_parse_der(ctx, &s, bad, sizeof bad));
}

static void recovery(const secp256k1_context *ctx, struct keyset *ks) {
  for (int i = 0; i < NKEYS; i++) {
    secp256k1_ecdsa_recoverable_signature rsig, back;
    secp256k1_ecdsa_signature plain;
    secp256k1_pubkey rec;
    unsigned char c[64];
    int recid = -1;
    char label[32];
    secp256k1_ecdsa_sign_recoverable(ctx, &rsig, ks->msg[i], ks->sec[i], NULL, NULL);
    secp256k1_ecdsa_recoverable_signature_serialize_compact(ctx, c, &recid, &rsig);
    snprintf(label, sizeof label, "recsig%d.%d", i, recid);
    hex(label, c, 64);
    int p = secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &back, c, recid);
    int r = secp256k1_ecdsa_recover(ctx, &rec, &back, ks->msg[i]);
    secp256k1_ecdsa_recoverable_signature_convert(ctx, &plain, &back);
    printf("recover%d parse %d recover %d same-key %d verify %d\n", i, p, r, r && secp256k1_ec_pubkey_cmp(ctx, &rec, &ks->pub[i]) == 0,
           secp256k1_ecdsa_verify(ctx, &plain, ks->msg[i], &ks->pub[i]));
    /* the other recovery id gives another key (or none) */
    secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &back, c, recid ^ 1);
    r = secp256k1_ecdsa_recover(ctx, &rec, &back, ks->msg[i]);
    printf("recover%d other-id %d same-key %d\n", i, r, r && secp256k1_ec_pubkey_cmp(ctx, &rec, &ks->pub[i]) == 0);
  }
}

static void ecdh(const secp256k1_context *ctx, struct keyset *ks, struct tally *t) {
  for (int i = 0; i < NKEYS; i++) {
    int j = (i + 1) % NKEYS;
    unsigned char a[32], b[32], xy[64], yx[64];
    char label[32];
    int ok = secp256k1_ecdh(ctx, a, &ks->pub[j], ks->sec[i], NULL, NULL) &&
             secp256k1_ecdh(ctx, b, &ks->pub[i], ks->sec[j], secp256k1_ecdh_hash_function_sha256, NULL);
    snprintf(label, sizeof label, "ecdh%d%d", i, j);
    hex(label, a, 32);
    printf("ecdh%d%d ok %d symmetric %d\n", i, j, ok, memcmp(a, b, 32) == 0);
    ok = secp256k1_ecdh(ctx, xy, &ks->pub[j], ks->sec[i], ecdh_xy, t) &&
         secp256k1_ecdh(ctx, yx, &ks->pub[i], ks->sec[j], ecdh_xy, t);
    snprintf(label, sizeof label, "ecdh%d%d.xy", i, j);
    hex(label, xy, 64);
    printf("ecdh%d%d.xy ok %d symmetric %d\n", i, j, ok, memcmp(xy, yx, 64) == 0);
  }
  hex("ecdh last x", t->last_x, 32);
  printf("ecdh hash calls %u\n", t->ecdh_calls);
}

static void tweaks(const secp256k1_context *ctx, struct keyset *ks) {
  for (int i = 0; i < NKEYS; i++) {
    unsigned char sec[32], tweak[32];
    secp256k1_pubkey pub, want;
    memcpy(sec, ks->sec[i], 32);
    memcpy(tweak, ks->msg[(i + 5) % NKEYS], 32);
    pub = ks->pub[i];
    int a = secp256k1_ec_seckey_tweak_add(ctx, sec, tweak) && secp256k1_ec_pubkey_tweak_add(ctx, &pub, tweak) &&
            secp256k1_ec_pubkey_create(ctx, &want, sec);
    int add_same = secp256k1_ec_pubkey_cmp(ctx, &pub, &want) == 0;
    int m = secp256k1_ec_seckey_tweak_mul(ctx, sec, tweak) && secp256k1_ec_pubkey_tweak_mul(ctx, &pub, tweak) &&
            secp256k1_ec_pubkey_create(ctx, &want, sec);
    int mul_same = secp256k1_ec_pubkey_cmp(ctx, &pub, &want) == 0;
    int n = secp256k1_ec_seckey_negate(ctx, sec) && secp256k1_ec_pubkey_negate(ctx, &pub) && secp256k1_ec_pubkey_create(ctx, &want, sec);
    int neg_same = secp256k1_ec_pubkey_cmp(ctx, &pub, &want) == 0;
    char label[32];
    snprintf(label, sizeof label, "tweaked%d", i);
    hex(label, sec, 32);
    printf("tweak%d add %d %d mul %d %d negate %d %d\n", i, a, add_same, m, mul_same, n, neg_same);
  }
  /* the sum of all keys' points is the point of the sum of the keys */
  const secp256k1_pubkey *ins[NKEYS];
  secp256k1_pubkey sum, want;
  unsigned char total[32];
  memcpy(total, ks->sec[0], 32);
  ins[0] = &ks->pub[0];
  for (int i = 1; i < NKEYS; i++) {
    ins[i] = &ks->pub[i];
    if (!secp256k1_ec_seckey_tweak_add(ctx, total, ks->sec[i]))
      printf("sum %d failed\n", i);
  }
  int c = secp256k1_ec_pubkey_combine(ctx, &sum, ins, NKEYS) && secp256k1_ec_pubkey_create(ctx, &want, total);
  printf("combine %d same %d\n", c, secp256k1_ec_pubkey_cmp(ctx, &sum, &want) == 0);
  /* P + (-P) is the point at infinity: no key */
  secp256k1_pubkey negp = ks->pub[0];
  int neg = secp256k1_ec_pubkey_negate(ctx, &negp);
  const secp256k1_pubkey *pair[2] = {&ks->pub[0], &negp};
  printf("combine P -P %d %d\n", neg, secp256k1_ec_pubkey_combine(ctx, &sum, pair, 2));
  secp256k1_ec_pubkey_sort(ctx, ins, NKEYS);
  printf("sorted");
  for (int i = 0; i < NKEYS; i++)
    printf(" %d", (int)(ins[i] - ks->pub));
  printf("\n");
}

static void xonly(const secp256k1_context *ctx, struct keyset *ks, struct tally *t) {
  for (int i = 0; i < NKEYS; i++) {
    secp256k1_keypair kp;
    secp256k1_xonly_pubkey xp, xp2, fromfull;
    secp256k1_pubkey full, tweaked;
    unsigned char x[32], sec[32], tx[32];
    int parity = -1, parity2 = -1, tparity = -1;
    char label[32];
    int ok = secp256k1_keypair_create(ctx, &kp, ks->sec[i]) && secp256k1_keypair_xonly_pub(ctx, &xp, &parity, &kp) &&
             secp256k1_keypair_sec(ctx, sec, &kp) && secp256k1_keypair_pub(ctx, &full, &kp) &&
             secp256k1_xonly_pubkey_from_pubkey(ctx, &fromfull, &parity2, &full);
    secp256k1_xonly_pubkey_serialize(ctx, x, &xp);
    snprintf(label, sizeof label, "xonly%d.%d", i, parity);
    hex(label, x, 32);
    int parsed = secp256k1_xonly_pubkey_parse(ctx, &xp2, x);
    printf("xonly%d ok %d sec-same %d pub-same %d parity-same %d parse %d cmp %d %d\n", i, ok, memcmp(sec, ks->sec[i], 32) == 0,
           secp256k1_ec_pubkey_cmp(ctx, &full, &ks->pub[i]) == 0, parity == parity2, parsed, secp256k1_xonly_pubkey_cmp(ctx, &xp2, &fromfull),
           secp256k1_xonly_pubkey_cmp(ctx, &xp, &xp2));
    /* a taproot-style tweak: the tweaked key and the keypair tweaked alike */
    const unsigned char *tweak = ks->msg[(i + 2) % NKEYS];
    int tw = secp256k1_xonly_pubkey_tweak_add(ctx, &tweaked, &xp, tweak) &&
             secp256k1_xonly_pubkey_from_pubkey(ctx, &xp2, &tparity, &tweaked);
    secp256k1_xonly_pubkey_serialize(ctx, tx, &xp2);
    int check = secp256k1_xonly_pubkey_tweak_add_check(ctx, tx, tparity, &xp, tweak);
    int wrong = secp256k1_xonly_pubkey_tweak_add_check(ctx, tx, !tparity, &xp, tweak);
    int kt = secp256k1_keypair_xonly_tweak_add(ctx, &kp, tweak) && secp256k1_keypair_xonly_pub(ctx, &xp, &parity, &kp);
    snprintf(label, sizeof label, "tweaked-xonly%d", i);
    hex(label, tx, 32);
    printf("xonly%d tweak %d check %d wrong-parity %d keypair %d same %d\n", i, tw, check, wrong, kt,
           secp256k1_xonly_pubkey_cmp(ctx, &xp, &xp2) == 0);
    /* Schnorr signatures by the tweaked keypair, messages of several lengths */
    static const size_t lens[] = {0, 1, 32, 100};
    unsigned char msg[100], sig[64];
    for (int k = 0; k < 100; k++)
      msg[k] = (unsigned char)(ks->msg[i][k % 32] + k);
    for (int l = 0; l < 4; l++) {
      secp256k1_schnorrsig_extraparams ep = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
      if (l & 1) {
        ep.noncefp = counting_bip340;
        ep.ndata = t;
      } else {
        ep.ndata = ks->msg[(i + l) % NKEYS]; /* auxiliary randomness, fixed */
      }
      int s = secp256k1_schnorrsig_sign_custom(ctx, sig, msg, lens[l], &kp, &ep);
      snprintf(label, sizeof label, "schnorr%d.%zu", i, lens[l]);
      hex(label, sig, 64);
      int v = secp256k1_schnorrsig_verify(ctx, sig, msg, lens[l], &xp);
      sig[l * 7] ^= 0x20;
      printf("schnorr%d.%zu sign %d verify %d flipped %d\n", i, lens[l], s, v, secp256k1_schnorrsig_verify(ctx, sig, msg, lens[l], &xp));
    }
  }
  printf("bip340 nonce calls %u\n", t->bip340_calls);
}

static void bip340_vectors(const secp256k1_context *ctx) {
  for (int v = 0; v < 4; v++) {
    unsigned char sec[32], aux[32], msg[32], want[64], sig[64];
    secp256k1_keypair kp;
    secp256k1_xonly_pubkey xp;
    from_hex(sec, bip340[v][0], 32);
    from_hex(aux, bip340[v][1], 32);
    from_hex(msg, bip340[v][2], 32);
    from_hex(want, bip340[v][3], 64);
    int ok = secp256k1_keypair_create(ctx, &kp, sec) && secp256k1_schnorrsig_sign32(ctx, sig, msg, &kp, aux) &&
             secp256k1_keypair_xonly_pub(ctx, &xp, NULL, &kp);
    printf("bip340 vector %d ok %d matches %d verify %d\n", v, ok, memcmp(sig, want, 64) == 0,
           secp256k1_schnorrsig_verify(ctx, sig, msg, 32, &xp));
  }
}

static void contexts(struct keyset *ks, struct tally *t) {
  secp256k1_selftest();
  secp256k1_context *ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
  unsigned char seed[32];
  memcpy(seed, ks->msg[7], 32);
  printf("randomize %d\n", secp256k1_context_randomize(ctx, seed));
  secp256k1_context *clone = secp256k1_context_clone(ctx);
  size_t size = secp256k1_context_preallocated_size(SECP256K1_CONTEXT_NONE);
  size_t csize = secp256k1_context_preallocated_clone_size(ctx);
  void *mem = malloc(size), *cmem = malloc(csize);
  secp256k1_context *pre = secp256k1_context_preallocated_create(mem, SECP256K1_CONTEXT_NONE);
  secp256k1_context *pclone = secp256k1_context_preallocated_clone(clone, cmem);
  printf("preallocated sizes equal %d\n", size == csize);
  secp256k1_context *all[4] = {ctx, clone, pre, pclone};
  for (int c = 0; c < 4; c++) {
    secp256k1_ecdsa_signature sig;
    unsigned char out[64];
    secp256k1_ecdsa_sign(all[c], &sig, ks->msg[c], ks->sec[c], NULL, NULL);
    secp256k1_ecdsa_signature_serialize_compact(all[c], out, &sig);
    char label[32];
    snprintf(label, sizeof label, "context%d", c);
    hex(label, out, 64);
    /* the static context verifies, but cannot sign */
    printf("context%d static-verify %d\n", c, secp256k1_ecdsa_verify(secp256k1_context_static, &sig, ks->msg[c], &ks->pub[c]));
  }
  /* illegal arguments reach the callback, with the driver's data */
  secp256k1_context_set_illegal_callback(clone, on_illegal, t);
  secp256k1_context_set_error_callback(clone, on_error, t);
  unsigned char buf[65];
  size_t len = sizeof buf;
  printf("serialize bad flags %d\n", secp256k1_ec_pubkey_serialize(clone, buf, &len, &ks->pub[0], 0));
  len = 10;
  printf("serialize short buffer %d\n", secp256k1_ec_pubkey_serialize(clone, buf, &len, &ks->pub[0], SECP256K1_EC_UNCOMPRESSED));
  secp256k1_pubkey none;
  memset(&none, 0, sizeof none);
  len = sizeof buf;
  printf("serialize zero key %d\n", secp256k1_ec_pubkey_serialize(clone, buf, &len, &none, SECP256K1_EC_COMPRESSED));
  printf("illegal %u errors %u\n", t->illegal, t->errors);
  secp256k1_context_preallocated_destroy(pclone);
  secp256k1_context_preallocated_destroy(pre);
  free(cmem);
  free(mem);
  secp256k1_context_destroy(clone);
  secp256k1_context_destroy(ctx);
}

int main(void) {
  struct tally t;
  memset(&t, 0, sizeof t);
  t.label = "secp";
  secp256k1_context *ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
  static const unsigned char seed[32] = "irfix corpus: a fixed seed.....";
  if (!secp256k1_context_randomize(ctx, seed)) {
    printf("randomize failed\n");
    return 1;
  }
  secp256k1_context_set_illegal_callback(ctx, on_illegal, &t);
  struct keyset *ks = malloc(sizeof *ks);
  derive(ctx, ks);
  pubkeys(ctx, ks);
  ecdsa(ctx, ks, &t);
  recovery(ctx, ks);
  ecdh(ctx, ks, &t);
  tweaks(ctx, ks);
  xonly(ctx, ks, &t);
  bip340_vectors(ctx);
  contexts(ks, &t);
  free(ks);
  secp256k1_context_destroy(ctx);
  printf("secp done\n");
  return 0;
}
