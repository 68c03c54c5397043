// Rust library crate without main: C-ABI functions of the kind a C, Julia
// or Numba caller would link against (scalar math, slices from raw parts,
// Option/Result-style status returns, structs by pointer).

#[repr(C)]
pub struct Stats {
    pub min: f64,
    pub max: f64,
    pub mean: f64,
}

#[no_mangle]
pub extern "C" fn rl_cos_model(a: f64, w: f64, p: f64, t: f64) -> f64 {
    a * (w * t + p).cos()
}

#[no_mangle]
pub extern "C" fn rl_poly(x: f64) -> f64 {
    3.0 * x.powi(3) - 2.0 * x * x + x.exp().ln_1p()
}

/// Returns 0 on success and writes the statistics, 1 for an empty input.
#[no_mangle]
pub unsafe extern "C" fn rl_stats(x: *const f64, n: usize, out: *mut Stats) -> i32 {
    if x.is_null() || n == 0 {
        return 1;
    }
    let v = std::slice::from_raw_parts(x, n);
    let min = v.iter().cloned().fold(f64::INFINITY, f64::min);
    let max = v.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let mean = v.iter().sum::<f64>() / n as f64;
    *out = Stats { min, max, mean };
    0
}

#[no_mangle]
pub extern "C" fn rl_find(x: *const i32, n: usize, key: i32) -> isize {
    let v = unsafe { std::slice::from_raw_parts(x, n) };
    match v.iter().position(|&e| e == key) {
        Some(i) => i as isize,
        None => -1,
    }
}

#[no_mangle]
pub extern "C" fn rl_integrate(a: f64, b: f64, n: u32) -> f64 {
    let h = (b - a) / n as f64;
    (0..n).map(|i| { let x = a + (i as f64 + 0.5) * h; (x * x).sin() }).sum::<f64>() * h
}

#[no_mangle]
pub extern "C" fn rl_checked_index(x: *const f64, n: usize, i: usize) -> f64 {
    let v = unsafe { std::slice::from_raw_parts(x, n) };
    v[i] // panics out of bounds
}
