// Rust binary: #[no_mangle] extern "C" kernels plus a std main using Vec,
// slices, iterators, f64 math, Option/match and a (not taken) panic path.

#[no_mangle]
pub extern "C" fn signal(a: f64, w: f64, p: f64, t: f64) -> f64 {
    a * (w * t + p).cos()
}

#[no_mangle]
pub extern "C" fn dot(x: *const f64, y: *const f64, n: usize) -> f64 {
    let (x, y) = unsafe { (std::slice::from_raw_parts(x, n), std::slice::from_raw_parts(y, n)) };
    x.iter().zip(y).map(|(a, b)| a * b).sum()
}

#[no_mangle]
pub extern "C" fn checked_ratio(a: i64, b: i64) -> i64 {
    match a.checked_div(b) {
        Some(q) => q,
        None => -1,
    }
}

fn mean(v: &[f64]) -> Option<f64> {
    if v.is_empty() {
        None
    } else {
        Some(v.iter().sum::<f64>() / v.len() as f64)
    }
}

fn nth_prime(n: usize) -> u64 {
    let mut primes: Vec<u64> = Vec::new();
    let mut k = 2u64;
    while primes.len() < n {
        if primes.iter().take_while(|&&p| p * p <= k).all(|&p| k % p != 0) {
            primes.push(k);
        }
        k += 1;
    }
    primes[n - 1] // bounds-checked: panic path
}

fn main() {
    let ts: Vec<f64> = (0..16).map(|i| i as f64 / 16.0).collect();
    let xs: Vec<f64> = ts.iter().map(|&t| signal(1.5, 2.0, 0.25, t)).collect();
    let ys: Vec<f64> = ts.iter().map(|t| t.powf(1.5) + (t + 1.0).sqrt()).collect();
    println!("dot={:.6}", dot(xs.as_ptr(), ys.as_ptr(), xs.len()));
    match mean(&ys) {
        Some(m) => println!("mean={:.6}", m),
        None => println!("empty"),
    }
    println!("mean(empty)={:?}", mean(&[]));
    println!("ratio={} {}", checked_ratio(17, 5), checked_ratio(1, 0));
    println!("prime(20)={}", nth_prime(20));
    let words = ["alpha", "beta", "gamma"];
    let lens: Vec<usize> = words.iter().map(|w| w.len()).filter(|&l| l > 4).collect();
    println!("lens={:?}", lens);
    if ts.len() != 16 {
        panic!("unexpected length {}", ts.len());
    }
}
