/* Driver for the fourth real-world C library of the wider corpus
 * (corpus/gen_miniaudio.sh): miniaudio as vendored in the Go module
 * github.com/gen2brain/malgo, built without device I/O and threads. It
 * generates a stereo signal from a fixed formula, writes it as a WAV file
 * in memory with the encoder, decodes that file from memory (native
 * format, and converted to another format, channel count and rate), runs
 * the data converter, the resampler, the filters, the effects, the
 * waveform and noise generators and a node graph (a buffer through a
 * splitter, a low-pass and a delay node to the endpoint), and prints
 * sizes and checksums of 16-bit results: only values that do not depend
 * on addresses, time or the host. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "miniaudio.h"

enum { FRAMES = 2048, CH = 2, RATE = 44100 };

static unsigned fnv(const void *v, size_t n) {
  const unsigned char *p = v;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
  return h;
}

static void check(const char *what, ma_result r) {
  if (r != MA_SUCCESS) {
    printf("%s: %s\n", what, ma_result_description(r));
    exit(1);
  }
}

/* f32 samples to s16 (the library's own conversion, no dither), then the
 * checksum: float results are compared through 16-bit quantization */
static void report_f32(const char *what, const float *x, ma_uint64 frames, ma_uint32 channels) {
  size_t n = (size_t)frames * channels;
  ma_int16 *s = malloc(n * sizeof *s + 1);
  ma_pcm_f32_to_s16(s, x, n, ma_dither_mode_none);
  long sum = 0;
  for (size_t i = 0; i < n; i++) sum += s[i];
  printf("  %s: %llu frames x %u fnv %08x sum %ld\n", what, (unsigned long long)frames, channels, fnv(s, n * sizeof *s), sum);
  free(s);
}

static void report_s16(const char *what, const ma_int16 *s, ma_uint64 frames, ma_uint32 channels) {
  size_t n = (size_t)frames * channels;
  long sum = 0;
  for (size_t i = 0; i < n; i++) sum += s[i];
  printf("  %s: %llu frames x %u fnv %08x sum %ld\n", what, (unsigned long long)frames, channels, fnv(s, n * sizeof *s), sum);
}

/* a growing memory file for the encoder */
struct membuf {
  unsigned char *data;
  size_t size, cap, pos;
};

static ma_result mem_write(ma_encoder *enc, const void *p, size_t n, size_t *written) {
  struct membuf *m = enc->pUserData;
  if (m->pos + n > m->cap) {
    size_t cap = m->cap ? m->cap : 1024;
    while (cap < m->pos + n) cap *= 2;
    unsigned char *d = realloc(m->data, cap);
    if (d == NULL) return MA_OUT_OF_MEMORY;
    m->data = d;
    m->cap = cap;
  }
  memcpy(m->data + m->pos, p, n);
  m->pos += n;
  if (m->pos > m->size) m->size = m->pos;
  *written = n;
  return MA_SUCCESS;
}

static ma_result mem_seek(ma_encoder *enc, ma_int64 off, ma_seek_origin origin) {
  struct membuf *m = enc->pUserData;
  ma_int64 base = origin == ma_seek_origin_start ? 0 : origin == ma_seek_origin_current ? (ma_int64)m->pos : (ma_int64)m->size;
  if (base + off < 0 || (size_t)(base + off) > m->size) return MA_INVALID_ARGS;
  m->pos = (size_t)(base + off);
  return MA_SUCCESS;
}

/* two tones and a ramp, integer arithmetic only */
static void generate(ma_int16 *s) {
  for (int i = 0; i < FRAMES; i++) {
    int a = (i * 37) % 400 - 200;    /* sawtooth */
    int b = ((i / 50) & 1) ? 90 : -90; /* square */
    s[2 * i] = (ma_int16)(a * 60 + b * 40);
    s[2 * i + 1] = (ma_int16)(a * 30 - b * 70 + (i & 255) * 8);
  }
}

static void decode(const struct membuf *wav, ma_format fmt, ma_uint32 ch, ma_uint32 rate, const char *what) {
  ma_decoder_config cfg = ma_decoder_config_init(fmt, ch, rate);
  ma_decoder dec;
  check("ma_decoder_init_memory", ma_decoder_init_memory(wav->data, wav->size, &cfg, &dec));
  ma_uint64 len = 0;
  check("ma_decoder_get_length_in_pcm_frames", ma_decoder_get_length_in_pcm_frames(&dec, &len));
  ma_uint32 outch = dec.outputChannels;
  float *f = calloc((size_t)(len + 64) * outch, sizeof(float));
  ma_uint64 got = 0;
  ma_result r = ma_decoder_read_pcm_frames(&dec, f, len + 64, &got);
  if (r != MA_SUCCESS && r != MA_AT_END) check("ma_decoder_read_pcm_frames", r);
  printf("decode %s: length %llu format %d channels %u rate %u\n", what, (unsigned long long)len, dec.outputFormat, outch,
         dec.outputSampleRate);
  if (dec.outputFormat == ma_format_f32)
    report_f32("frames", f, got, outch);
  else
    report_s16("frames", (ma_int16 *)f, got, outch);
  check("ma_decoder_seek_to_pcm_frame", ma_decoder_seek_to_pcm_frame(&dec, len / 3));
  r = ma_decoder_read_pcm_frames(&dec, f, 100, &got);
  if (r != MA_SUCCESS && r != MA_AT_END) check("ma_decoder_read_pcm_frames", r);
  if (dec.outputFormat == ma_format_f32)
    report_f32("after seek", f, got, outch);
  else
    report_s16("after seek", (ma_int16 *)f, got, outch);
  free(f);
  ma_decoder_uninit(&dec);
}

static void converter(const ma_int16 *in, ma_format fout, ma_uint32 chout, ma_uint32 rateout, ma_resample_algorithm alg, const char *what) {
  ma_data_converter_config cfg = ma_data_converter_config_init(ma_format_s16, fout, CH, chout, RATE, rateout);
  cfg.resampling.algorithm = alg;
  ma_data_converter dc;
  check("ma_data_converter_init", ma_data_converter_init(&cfg, NULL, &dc));
  ma_uint64 nin = FRAMES, nout = 0;
  ma_data_converter_get_expected_output_frame_count(&dc, nin, &nout);
  size_t bpf = ma_get_bytes_per_frame(fout, chout);
  void *out = calloc((size_t)nout + 16, bpf);
  nout += 16;
  check("ma_data_converter_process_pcm_frames", ma_data_converter_process_pcm_frames(&dc, in, &nin, out, &nout));
  printf("convert %s: in %llu out %llu latency %llu\n", what, (unsigned long long)nin, (unsigned long long)nout,
         (unsigned long long)ma_data_converter_get_output_latency(&dc));
  if (fout == ma_format_f32)
    report_f32("out", out, nout, chout);
  else if (fout == ma_format_s16)
    report_s16("out", out, nout, chout);
  else
    printf("  out: fnv %08x\n", fnv(out, (size_t)nout * bpf));
  free(out);
  ma_data_converter_uninit(&dc, NULL);
}

int main(void) {
  ma_int16 *pcm = malloc(sizeof(ma_int16) * FRAMES * CH);
  generate(pcm);
  report_s16("signal", pcm, FRAMES, CH);

  /* a WAV file in memory, written by the library's encoder */
  struct membuf wav = {0};
  ma_encoder_config ecfg = ma_encoder_config_init(ma_encoding_format_wav, ma_format_s16, CH, RATE);
  ma_encoder enc;
  check("ma_encoder_init", ma_encoder_init(mem_write, mem_seek, &wav, &ecfg, &enc));
  ma_uint64 written = 0;
  check("ma_encoder_write_pcm_frames", ma_encoder_write_pcm_frames(&enc, pcm, FRAMES, &written));
  ma_encoder_uninit(&enc);
  printf("wav: %zu bytes, %llu frames, fnv %08x\n", wav.size, (unsigned long long)written, fnv(wav.data, wav.size));

  decode(&wav, ma_format_unknown, 0, 0, "native");
  decode(&wav, ma_format_f32, 1, 22050, "f32 mono 22050");
  decode(&wav, ma_format_s16, 2, 48000, "s16 stereo 48000");

  converter(pcm, ma_format_f32, 2, 48000, ma_resample_algorithm_linear, "f32 stereo 48000 linear");
  converter(pcm, ma_format_u8, 1, 8000, ma_resample_algorithm_linear, "u8 mono 8000 linear");
  converter(pcm, ma_format_s32, 6, 44100, ma_resample_algorithm_linear, "s32 5.1 44100");
  converter(pcm, ma_format_s16, 1, 32000, ma_resample_algorithm_linear, "s16 mono 32000");
  converter(pcm, ma_format_s24, 2, 11025, ma_resample_algorithm_linear, "s24 stereo 11025");

  /* the signal as f32 for the filters and effects */
  float *x = malloc(sizeof(float) * FRAMES * CH), *y = malloc(sizeof(float) * FRAMES * CH);
  ma_pcm_s16_to_f32(x, pcm, (ma_uint64)FRAMES * CH, ma_dither_mode_none);

  {
    ma_resampler_config rc = ma_resampler_config_init(ma_format_f32, CH, RATE, 16000, ma_resample_algorithm_linear);
    ma_resampler rs;
    check("ma_resampler_init", ma_resampler_init(&rc, NULL, &rs));
    ma_uint64 nin = FRAMES, nout = FRAMES;
    check("ma_resampler_process_pcm_frames", ma_resampler_process_pcm_frames(&rs, x, &nin, y, &nout));
    printf("resampler 16000: in %llu\n", (unsigned long long)nin);
    report_f32("out", y, nout, CH);
    ma_resampler_uninit(&rs, NULL);
  }
  {
    ma_lpf_config c = ma_lpf_config_init(ma_format_f32, CH, RATE, 2000, 4);
    ma_lpf f;
    check("ma_lpf_init", ma_lpf_init(&c, NULL, &f));
    check("ma_lpf_process_pcm_frames", ma_lpf_process_pcm_frames(&f, y, x, FRAMES));
    report_f32("lpf order 4", y, FRAMES, CH);
    ma_lpf_uninit(&f, NULL);
  }
  {
    ma_hpf_config c = ma_hpf_config_init(ma_format_f32, CH, RATE, 500, 3);
    ma_hpf f;
    check("ma_hpf_init", ma_hpf_init(&c, NULL, &f));
    check("ma_hpf_process_pcm_frames", ma_hpf_process_pcm_frames(&f, y, x, FRAMES));
    report_f32("hpf order 3", y, FRAMES, CH);
    ma_hpf_uninit(&f, NULL);
  }
  {
    ma_bpf_config c = ma_bpf_config_init(ma_format_f32, CH, RATE, 1000, 2);
    ma_bpf f;
    check("ma_bpf_init", ma_bpf_init(&c, NULL, &f));
    check("ma_bpf_process_pcm_frames", ma_bpf_process_pcm_frames(&f, y, x, FRAMES));
    report_f32("bpf order 2", y, FRAMES, CH);
    ma_bpf_uninit(&f, NULL);
  }
  {
    ma_biquad_config c = ma_biquad_config_init(ma_format_s16, CH, 0.2, 0.4, 0.2, 1.0, -0.3, 0.1);
    ma_biquad f;
    ma_int16 *o = malloc(sizeof(ma_int16) * FRAMES * CH);
    check("ma_biquad_init", ma_biquad_init(&c, NULL, &f));
    check("ma_biquad_process_pcm_frames", ma_biquad_process_pcm_frames(&f, o, pcm, FRAMES));
    report_s16("biquad s16", o, FRAMES, CH);
    ma_biquad_uninit(&f, NULL);
    free(o);
  }
  {
    ma_notch2_config c = ma_notch2_config_init(ma_format_f32, CH, RATE, 0.7, 440);
    ma_notch2 f;
    check("ma_notch2_init", ma_notch2_init(&c, NULL, &f));
    check("ma_notch2_process_pcm_frames", ma_notch2_process_pcm_frames(&f, y, x, FRAMES));
    report_f32("notch", y, FRAMES, CH);
    ma_notch2_uninit(&f, NULL);
  }
  {
    ma_peak2_config c = ma_peak2_config_init(ma_format_f32, CH, RATE, 6, 0.7, 1000);
    ma_peak2 f;
    check("ma_peak2_init", ma_peak2_init(&c, NULL, &f));
    check("ma_peak2_process_pcm_frames", ma_peak2_process_pcm_frames(&f, y, x, FRAMES));
    report_f32("peak", y, FRAMES, CH);
    ma_peak2_uninit(&f, NULL);
  }
  {
    ma_loshelf2_config c = ma_loshelf2_config_init(ma_format_f32, CH, RATE, -6, 1, 300);
    ma_loshelf2 f;
    check("ma_loshelf2_init", ma_loshelf2_init(&c, NULL, &f));
    check("ma_loshelf2_process_pcm_frames", ma_loshelf2_process_pcm_frames(&f, y, x, FRAMES));
    report_f32("loshelf", y, FRAMES, CH);
    ma_loshelf2_uninit(&f, NULL);
  }
  {
    ma_hishelf2_config c = ma_hishelf2_config_init(ma_format_f32, CH, RATE, 4, 1, 3000);
    ma_hishelf2 f;
    check("ma_hishelf2_init", ma_hishelf2_init(&c, NULL, &f));
    check("ma_hishelf2_process_pcm_frames", ma_hishelf2_process_pcm_frames(&f, y, x, FRAMES));
    report_f32("hishelf", y, FRAMES, CH);
    ma_hishelf2_uninit(&f, NULL);
  }
  {
    ma_delay_config c = ma_delay_config_init(CH, RATE, 300, 0.5f);
    ma_delay d;
    check("ma_delay_init", ma_delay_init(&c, NULL, &d));
    check("ma_delay_process_pcm_frames", ma_delay_process_pcm_frames(&d, y, x, FRAMES));
    report_f32("delay", y, FRAMES, CH);
    ma_delay_uninit(&d, NULL);
  }
  {
    ma_gainer_config c = ma_gainer_config_init(CH, 256);
    ma_gainer g;
    check("ma_gainer_init", ma_gainer_init(&c, NULL, &g));
    ma_gainer_set_gain(&g, 0.25f);
    check("ma_gainer_process_pcm_frames", ma_gainer_process_pcm_frames(&g, y, x, FRAMES));
    report_f32("gainer", y, FRAMES, CH);
    ma_gainer_uninit(&g, NULL);
  }
  {
    ma_panner_config c = ma_panner_config_init(ma_format_f32, CH);
    ma_panner p;
    check("ma_panner_init", ma_panner_init(&c, &p));
    ma_panner_set_pan(&p, -0.4f);
    check("ma_panner_process_pcm_frames", ma_panner_process_pcm_frames(&p, y, x, FRAMES));
    report_f32("panner", y, FRAMES, CH);
  }
  {
    ma_fader_config c = ma_fader_config_init(ma_format_f32, CH, RATE);
    ma_fader f;
    check("ma_fader_init", ma_fader_init(&c, &f));
    ma_fader_set_fade(&f, 1, 0, FRAMES / 2);
    check("ma_fader_process_pcm_frames", ma_fader_process_pcm_frames(&f, y, x, FRAMES));
    report_f32("fader", y, FRAMES, CH);
  }

  /* generators */
  {
    static const ma_waveform_type types[] = {ma_waveform_type_sine, ma_waveform_type_square, ma_waveform_type_triangle,
                                             ma_waveform_type_sawtooth};
    ma_int16 *o = malloc(sizeof(ma_int16) * FRAMES * CH);
    for (int i = 0; i < 4; i++) {
      ma_waveform_config c = ma_waveform_config_init(ma_format_s16, CH, RATE, types[i], 0.5, 220 + 110 * i);
      ma_waveform w;
      ma_uint64 got = 0;
      char what[32];
      check("ma_waveform_init", ma_waveform_init(&c, &w));
      check("ma_waveform_read_pcm_frames", ma_waveform_read_pcm_frames(&w, o, FRAMES, &got));
      snprintf(what, sizeof what, "waveform %d", i);
      report_s16(what, o, got, CH);
      ma_waveform_uninit(&w);
    }
    ma_pulsewave_config pc = ma_pulsewave_config_init(ma_format_s16, CH, RATE, 0.25, 0.5, 330);
    ma_pulsewave pw;
    ma_uint64 got = 0;
    check("ma_pulsewave_init", ma_pulsewave_init(&pc, &pw));
    check("ma_pulsewave_read_pcm_frames", ma_pulsewave_read_pcm_frames(&pw, o, FRAMES, &got));
    report_s16("pulsewave", o, got, CH);
    ma_pulsewave_uninit(&pw);
    static const ma_noise_type ntypes[] = {ma_noise_type_white, ma_noise_type_pink, ma_noise_type_brownian};
    for (int i = 0; i < 3; i++) {
      ma_noise_config c = ma_noise_config_init(ma_format_s16, CH, ntypes[i], 4321 + i, 0.3);
      ma_noise n;
      char what[32];
      check("ma_noise_init", ma_noise_init(&c, NULL, &n));
      check("ma_noise_read_pcm_frames", ma_noise_read_pcm_frames(&n, o, FRAMES, &got));
      snprintf(what, sizeof what, "noise %d", i);
      report_s16(what, o, got, CH);
      ma_noise_uninit(&n, NULL);
    }
    free(o);
  }

  /* a node graph without a device: buffer → splitter → (lpf, delay) → endpoint */
  {
    ma_node_graph_config gc = ma_node_graph_config_init(CH);
    ma_node_graph g;
    check("ma_node_graph_init", ma_node_graph_init(&gc, NULL, &g));
    ma_audio_buffer_config bc = ma_audio_buffer_config_init(ma_format_f32, CH, FRAMES, x, NULL);
    ma_audio_buffer buf;
    check("ma_audio_buffer_init", ma_audio_buffer_init(&bc, &buf));
    ma_data_source_node_config sc = ma_data_source_node_config_init(&buf);
    ma_data_source_node src;
    check("ma_data_source_node_init", ma_data_source_node_init(&g, &sc, NULL, &src));
    ma_splitter_node_config spc = ma_splitter_node_config_init(CH);
    ma_splitter_node sp;
    check("ma_splitter_node_init", ma_splitter_node_init(&g, &spc, NULL, &sp));
    ma_lpf_node_config lc = ma_lpf_node_config_init(CH, RATE, 1500, 2);
    ma_lpf_node lp;
    check("ma_lpf_node_init", ma_lpf_node_init(&g, &lc, NULL, &lp));
    ma_delay_node_config dc = ma_delay_node_config_init(CH, RATE, 200, 0.4f);
    ma_delay_node dn;
    check("ma_delay_node_init", ma_delay_node_init(&g, &dc, NULL, &dn));
    check("attach src", ma_node_attach_output_bus(&src, 0, &sp, 0));
    check("attach sp0", ma_node_attach_output_bus(&sp, 0, &lp, 0));
    check("attach sp1", ma_node_attach_output_bus(&sp, 1, &dn, 0));
    check("attach lp", ma_node_attach_output_bus(&lp, 0, ma_node_graph_get_endpoint(&g), 0));
    check("attach dn", ma_node_attach_output_bus(&dn, 0, ma_node_graph_get_endpoint(&g), 0));
    ma_node_set_output_bus_volume(&dn, 0, 0.5f);
    ma_uint64 total = 0, got = 0;
    while (total < FRAMES) {
      ma_uint64 n = FRAMES - total < 300 ? FRAMES - total : 300;
      check("ma_node_graph_read_pcm_frames", ma_node_graph_read_pcm_frames(&g, y + total * CH, n, &got));
      if (got == 0) break;
      total += got;
    }
    report_f32("node graph", y, total, CH);
    ma_delay_node_uninit(&dn, NULL);
    ma_lpf_node_uninit(&lp, NULL);
    ma_splitter_node_uninit(&sp, NULL);
    ma_data_source_node_uninit(&src, NULL);
    ma_audio_buffer_uninit(&buf);
    ma_node_graph_uninit(&g, NULL);
  }

  /* channel maps and format names */
  {
    ma_channel map[8];
    ma_channel_map_init_standard(ma_standard_channel_map_default, map, 8, 6);
    char text[128];
    ma_channel_map_to_string(map, 6, text, sizeof text);
    printf("channel map 5.1: %s\n", text);
    printf("format names: %s %s %s\n", ma_get_format_name(ma_format_u8), ma_get_format_name(ma_format_s24),
           ma_get_format_name(ma_format_f32));
  }

  free(x);
  free(y);
  free(pcm);
  free(wav.data);
  printf("miniaudio done\n");
  return 0;
}
