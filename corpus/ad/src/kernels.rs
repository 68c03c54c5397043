// Rust kernels for irfix's AD corpus: C-ABI functions over raw-pointer
// slices. Indexing keeps its bounds checks (panic paths the engine must
// leave alone), and debug builds add overflow checks.
#![allow(clippy::missing_safety_doc)]
use std::slice;

#[repr(C)]
pub struct Pt {
    pub x: f64,
    pub y: f64,
}

#[no_mangle]
pub unsafe extern "C" fn r_sumsin(x: *const f64, n: usize) -> f64 {
    let xs = slice::from_raw_parts(x, n);
    let mut s = 0.0;
    for i in 0..n {
        s += xs[i].sin() * xs[i];
    }
    s
}

// y is read backwards: the index n-1-i keeps a bounds check.
#[no_mangle]
pub unsafe extern "C" fn r_dot_rev(x: *const f64, y: *const f64, n: usize) -> f64 {
    let xs = slice::from_raw_parts(x, n);
    let ys = slice::from_raw_parts(y, n);
    let mut s = 0.0;
    let mut k = n;
    for i in 0..n {
        k -= 1;
        s += xs[i] * ys[k];
    }
    s
}

#[no_mangle]
pub unsafe extern "C" fn r_scale_sq(x: *mut f64, n: usize, a: f64) {
    let xs = slice::from_raw_parts_mut(x, n);
    for v in xs.iter_mut() {
        *v = a * *v * *v;
    }
}

#[no_mangle]
pub unsafe extern "C" fn r_points(p: *const Pt, n: usize) -> f64 {
    let ps = slice::from_raw_parts(p, n);
    ps.iter().map(|q| (q.x * q.x + q.y * q.y).sqrt()).sum()
}

#[no_mangle]
pub extern "C" fn r_math(x: f64) -> f64 {
    x.powi(3) + x.powf(1.5) + x.exp().ln_1p() + x.tanh() + x.atan2(2.0) + x.hypot(0.5)
}

#[no_mangle]
pub unsafe extern "C" fn r_early(x: *const f64, n: usize, t: f64) -> f64 {
    let xs = slice::from_raw_parts(x, n);
    let mut s = 0.0;
    for &v in xs {
        if v > t {
            break;
        }
        s += v * v.exp();
    }
    s
}

#[no_mangle]
pub unsafe extern "C" fn r_fsum(x: *const f32, n: usize) -> f32 {
    let xs = slice::from_raw_parts(x, n);
    let mut s = 0.0f32;
    for i in 0..n {
        s += xs[i].cos() * xs[i];
    }
    s
}

#[no_mangle]
pub unsafe extern "C" fn r_stencil(x: *const f64, n: usize) -> f64 {
    let xs = slice::from_raw_parts(x, n);
    let mut s = 0.0;
    for i in 1..n.saturating_sub(1) {
        let d = xs[i - 1] - 2.0 * xs[i] + xs[i + 1];
        s += d * d;
    }
    s + xs[0]
}

#[no_mangle]
pub unsafe extern "C" fn r_heap(x: *const f64, n: usize) -> f64 {
    let xs = slice::from_raw_parts(x, n);
    let t: Vec<f64> = xs.iter().map(|v| (0.5 * v).exp()).collect();
    t.iter().zip(xs).map(|(a, b)| a * b).sum()
}
