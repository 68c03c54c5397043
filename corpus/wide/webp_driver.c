/* Driver for the third real-world C library of the wider corpus
 * (corpus/gen_webp.sh): libwebp 1.4.0 as vendored in the Go module
 * github.com/chai2010/webp. It draws a small RGBA image in memory from a
 * fixed formula, encodes it lossy (simple API and the advanced one with a
 * few settings) and lossless, puts one result in a RIFF container with
 * the mux library and reads it back with the demuxer, and decodes every
 * result with the one-shot, the advanced (scaled, cropped) and the
 * incremental decoder, printing sizes and checksums: only values that do
 * not depend on addresses, time or the host. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/webp/decode.h"
#include "src/webp/demux.h"
#include "src/webp/encode.h"
#include "src/webp/mux.h"

enum { W = 48, H = 40 };

static unsigned fnv(const uint8_t *p, size_t n) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
  return h;
}

/* gradients, a disc and a checkerboard, alpha fading at the right edge */
static void draw(uint8_t *rgba) {
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) {
      uint8_t *p = rgba + 4 * (y * W + x);
      int dx = x - W / 2, dy = y - H / 2;
      int disc = dx * dx + dy * dy < 12 * 12;
      int check = ((x >> 2) ^ (y >> 2)) & 1;
      p[0] = (uint8_t)(disc ? 230 : x * 5);
      p[1] = (uint8_t)(check ? 40 : y * 6);
      p[2] = (uint8_t)((x * y) & 0xff);
      p[3] = (uint8_t)(x < W - 8 ? 255 : 255 - (x - (W - 8)) * 28);
    }
  }
}

/* a decoded picture: size and checksum, and how far it is from the
 * original (sum of absolute differences per channel, lossy ones differ) */
static void report(const char *what, const uint8_t *pix, int w, int h, int stride, int bpp, const uint8_t *orig) {
  unsigned long sad = 0;
  unsigned sum = 2166136261u;
  for (int y = 0; y < h; y++) {
    sum = (sum ^ fnv(pix + (size_t)y * stride, (size_t)w * bpp)) * 16777619u;
    if (orig != NULL && bpp == 4) {
      for (int x = 0; x < 4 * w; x++) {
        int d = pix[(size_t)y * stride + x] - orig[(size_t)y * 4 * W + x];
        sad += (unsigned long)(d < 0 ? -d : d);
      }
    }
  }
  printf("  %s: %dx%d fnv %08x", what, w, h, sum);
  if (orig != NULL && bpp == 4) printf(" sad %lu", sad);
  printf("\n");
}

/* every decoder on one encoded picture */
static int decode_all(const char *name, const uint8_t *data, size_t size, const uint8_t *orig) {
  WebPBitstreamFeatures f;
  if (WebPGetFeatures(data, size, &f) != VP8_STATUS_OK) {
    printf("%s: features failed\n", name);
    return 1;
  }
  printf("%s: %zu bytes fnv %08x, %dx%d alpha %d format %d\n", name, size, fnv(data, size), f.width, f.height,
         f.has_alpha, f.format);
  int w, h;
  uint8_t *rgba = WebPDecodeRGBA(data, size, &w, &h);
  if (rgba == NULL) return printf("%s: decode failed\n", name), 1;
  report("rgba", rgba, w, h, 4 * w, 4, orig);
  WebPFree(rgba);
  uint8_t *rgb = WebPDecodeBGR(data, size, &w, &h);
  if (rgb == NULL) return printf("%s: bgr failed\n", name), 1;
  report("bgr", rgb, w, h, 3 * w, 3, NULL);
  WebPFree(rgb);
  uint8_t *u, *v;
  int stride, uvstride;
  uint8_t *yp = WebPDecodeYUV(data, size, &w, &h, &u, &v, &stride, &uvstride);
  if (yp == NULL) return printf("%s: yuv failed\n", name), 1;
  report("y", yp, w, h, stride, 1, NULL);
  report("u", u, (w + 1) / 2, (h + 1) / 2, uvstride, 1, NULL);
  report("v", v, (w + 1) / 2, (h + 1) / 2, uvstride, 1, NULL);
  WebPFree(yp);

  WebPDecoderConfig config;
  if (!WebPInitDecoderConfig(&config)) return 1;
  config.options.use_scaling = 1;
  config.options.scaled_width = W / 2 + 3;
  config.options.scaled_height = H / 3;
  config.output.colorspace = MODE_rgbA;
  if (WebPDecode(data, size, &config) != VP8_STATUS_OK) return printf("%s: scaled failed\n", name), 1;
  report("scaled rgbA", config.output.u.RGBA.rgba, config.output.width, config.output.height,
         config.output.u.RGBA.stride, 4, NULL);
  WebPFreeDecBuffer(&config.output);
  if (!WebPInitDecoderConfig(&config)) return 1;
  config.options.use_cropping = 1;
  config.options.crop_left = 6;
  config.options.crop_top = 4;
  config.options.crop_width = 30;
  config.options.crop_height = 22;
  config.options.flip = 1;
  config.output.colorspace = MODE_RGB_565;
  if (WebPDecode(data, size, &config) != VP8_STATUS_OK) return printf("%s: cropped failed\n", name), 1;
  report("cropped flipped 565", config.output.u.RGBA.rgba, config.output.width, config.output.height,
         config.output.u.RGBA.stride, 2, NULL);
  WebPFreeDecBuffer(&config.output);

  /* incremental: feed the bytes in small pieces */
  WebPIDecoder *idec = WebPINewRGB(MODE_BGRA, NULL, 0, 0);
  if (idec == NULL) return 1;
  VP8StatusCode st = VP8_STATUS_SUSPENDED;
  int steps = 0;
  for (size_t off = 0; off < size && st == VP8_STATUS_SUSPENDED; off += 97, steps++) {
    size_t n = size - off < 97 ? size - off : 97;
    st = WebPIAppend(idec, data + off, n);
  }
  int lasty = 0, iw = 0, ih = 0, istride = 0;
  uint8_t *ip = WebPIDecGetRGB(idec, &lasty, &iw, &ih, &istride);
  if (st != VP8_STATUS_OK || ip == NULL) return printf("%s: incremental status %d\n", name, st), 1;
  printf("  incremental: %d appends, last row %d\n", steps, lasty);
  report("incremental bgra", ip, iw, ih, istride, 4, NULL);
  WebPIDelete(idec);
  return 0;
}

static int encode_advanced(const char *name, const uint8_t *rgba, int lossless, float quality, int method,
                           int extra, const uint8_t *orig) {
  WebPConfig config;
  WebPPicture pic;
  WebPMemoryWriter wr;
  if (!WebPConfigPreset(&config, WEBP_PRESET_PHOTO, quality)) return 1;
  config.method = method;
  config.lossless = lossless;
  if (extra) {
    if (lossless) {
      config.exact = 1;
      config.near_lossless = 60;
    } else {
      config.segments = 2;
      config.sns_strength = 80;
      config.filter_sharpness = 3;
      config.alpha_quality = 50;
      config.alpha_filtering = 2;
      config.preprocessing = 4;
      config.use_sharp_yuv = 1;
      config.pass = 2;
      config.target_size = 1200;
    }
  }
  if (!WebPValidateConfig(&config) || !WebPPictureInit(&pic)) return printf("%s: bad config\n", name), 1;
  pic.width = W;
  pic.height = H;
  pic.use_argb = lossless;
  if (!WebPPictureImportRGBA(&pic, rgba, 4 * W)) return printf("%s: import failed\n", name), 1;
  WebPMemoryWriterInit(&wr);
  pic.writer = WebPMemoryWrite;
  pic.custom_ptr = &wr;
  WebPAuxStats stats;
  pic.stats = &stats;
  if (!WebPEncode(&config, &pic)) return printf("%s: encode failed, error %d\n", name, pic.error_code), 1;
  float dist[5];
  WebPPicture ref;
  if (!WebPPictureInit(&ref)) return 1;
  ref.width = W;
  ref.height = H;
  ref.use_argb = 1;
  if (!WebPPictureImportRGBA(&ref, rgba, 4 * W)) return 1;
  printf("%s: coded %d bytes", name, stats.coded_size);
  if (!lossless) {
    printf(", psnr y %.2f", stats.PSNR[0]);
    WebPPicture back;
    if (!WebPPictureInit(&back)) return 1;
    back.use_argb = 1;
    int w, h;
    uint8_t *dec = WebPDecodeRGBA(wr.mem, wr.size, &w, &h);
    if (dec == NULL) return 1;
    back.width = w;
    back.height = h;
    if (!WebPPictureImportRGBA(&back, dec, 4 * w) || !WebPPictureDistortion(&ref, &back, 0, dist)) return 1;
    printf(", decoded psnr %.2f", dist[4]);
    WebPFree(dec);
    WebPPictureFree(&back);
  }
  printf("\n");
  int r = decode_all(name, wr.mem, wr.size, lossless && !extra ? orig : NULL);
  WebPPictureFree(&ref);
  WebPPictureFree(&pic);
  WebPMemoryWriterClear(&wr);
  return r;
}

/* a RIFF container with metadata built by the mux library and read by
 * the demuxer */
static int mux_demux(const uint8_t *img, size_t size) {
  WebPMux *mux = WebPMuxNew();
  WebPData image = {img, size}, exif = {(const uint8_t *)"irfix-exif", 10}, out;
  if (mux == NULL || WebPMuxSetImage(mux, &image, 1) != WEBP_MUX_OK ||
      WebPMuxSetChunk(mux, "EXIF", &exif, 1) != WEBP_MUX_OK || WebPMuxAssemble(mux, &out) != WEBP_MUX_OK)
    return printf("mux failed\n"), 1;
  WebPMuxDelete(mux);
  printf("mux: %zu bytes fnv %08x\n", out.size, fnv(out.bytes, out.size));
  WebPDemuxer *dmux = WebPDemux(&out);
  if (dmux == NULL) return printf("demux failed\n"), 1;
  printf("demux: canvas %ux%u flags %u frames %u\n", WebPDemuxGetI(dmux, WEBP_FF_CANVAS_WIDTH),
         WebPDemuxGetI(dmux, WEBP_FF_CANVAS_HEIGHT), WebPDemuxGetI(dmux, WEBP_FF_FORMAT_FLAGS),
         WebPDemuxGetI(dmux, WEBP_FF_FRAME_COUNT));
  WebPChunkIterator ci;
  if (WebPDemuxGetChunk(dmux, "EXIF", 1, &ci)) {
    printf("demux: exif %zu bytes \"%.*s\"\n", ci.chunk.size, (int)ci.chunk.size, (const char *)ci.chunk.bytes);
    WebPDemuxReleaseChunkIterator(&ci);
  }
  WebPIterator it;
  if (!WebPDemuxGetFrame(dmux, 1, &it)) return printf("demux: no frame\n"), 1;
  printf("demux: frame %d fragment %zu bytes fnv %08x\n", it.frame_num, it.fragment.size,
         fnv(it.fragment.bytes, it.fragment.size));
  WebPDemuxReleaseIterator(&it);
  WebPDemuxDelete(dmux);
  WebPDataClear(&out);
  return 0;
}

int main(void) {
  static uint8_t rgba[4 * W * H];
  draw(rgba);
  printf("webp: encoder %06x decoder %06x, image %dx%d fnv %08x\n", WebPGetEncoderVersion(), WebPGetDecoderVersion(), W,
         H, fnv(rgba, sizeof rgba));
  int bad = 0;
  static const float quality[] = {20, 75, 95};
  for (int i = 0; i < 3; i++) {
    uint8_t *out = NULL;
    size_t n = WebPEncodeRGBA(rgba, W, H, 4 * W, quality[i], &out);
    if (n == 0) return printf("encode q%g failed\n", quality[i]), 1;
    char name[32];
    snprintf(name, sizeof name, "lossy q%g", quality[i]);
    bad |= decode_all(name, out, n, NULL);
    if (i == 1) bad |= mux_demux(out, n);
    WebPFree(out);
  }
  uint8_t *out = NULL;
  size_t n = WebPEncodeLosslessRGBA(rgba, W, H, 4 * W, &out);
  if (n == 0) return printf("lossless failed\n"), 1;
  bad |= decode_all("lossless", out, n, rgba);
  WebPFree(out);
  bad |= encode_advanced("advanced lossy m2", rgba, 0, 60, 2, 0, rgba);
  bad |= encode_advanced("advanced lossy m6 tuned", rgba, 0, 70, 6, 1, rgba);
  bad |= encode_advanced("advanced lossless m1", rgba, 1, 30, 1, 0, rgba);
  bad |= encode_advanced("advanced lossless m5 near", rgba, 1, 90, 5, 1, rgba);
  if (bad) return 1;
  printf("webp done\n");
  return 0;
}
