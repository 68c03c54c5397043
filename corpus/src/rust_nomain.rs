// A Rust binary that defines the C `main` itself (#![no_main]) and prints
// with libc's printf: small IR that lli can run without the Rust runtime.
#![no_main]

use std::os::raw::{c_char, c_int};

extern "C" {
    fn printf(fmt: *const c_char, ...) -> c_int;
}

#[derive(Clone, Copy)]
enum Shape {
    Circle(f64),
    Rect(f64, f64),
    Empty,
}

fn area(s: Shape) -> f64 {
    match s {
        Shape::Circle(r) => std::f64::consts::PI * r * r,
        Shape::Rect(w, h) => w * h,
        Shape::Empty => 0.0,
    }
}

#[no_mangle]
pub extern "C" fn rn_sum_squares(n: u32) -> u64 {
    (1..=n as u64).map(|i| i * i).sum()
}

fn first_negative(v: &[i32]) -> Option<usize> {
    v.iter().position(|&x| x < 0)
}

#[no_mangle]
pub extern "C" fn main(_argc: c_int, _argv: *const *const c_char) -> c_int {
    let shapes = [Shape::Circle(1.0), Shape::Rect(2.0, 3.5), Shape::Empty];
    let total: f64 = shapes.iter().map(|&s| area(s)).sum();
    let data = [4, 8, -15, 16, 23, -42];
    let neg = match first_negative(&data) {
        Some(i) => i as c_int,
        None => -1,
    };
    let mut acc = [0.0f64; 8];
    for (i, a) in acc.iter_mut().enumerate() {
        *a = ((i as f64) * 0.5).sin().abs().sqrt();
    }
    let s: f64 = acc.iter().sum();
    unsafe {
        printf(b"total=%.6f neg=%d\n\0".as_ptr() as *const c_char, total, neg);
        printf(b"sumsq=%llu acc=%.6f\n\0".as_ptr() as *const c_char, rn_sum_squares(10), s);
    }
    0
}
