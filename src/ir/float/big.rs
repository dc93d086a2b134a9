//! A minimal unsigned big integer (little-endian `u64` limbs, no leading
//! zeros): only the handful of operations the exact conversions need.

use std::cmp::Ordering;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Big {
    pub(super) limbs: Vec<u64>,
}

impl Big {
    pub(super) fn from_u128(v: u128) -> Big {
        let mut b = Big {
            limbs: vec![v as u64, (v >> 64) as u64],
        };
        b.trim();
        b
    }
    pub(super) fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }
    pub(super) fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }
    pub(super) fn bit_len(&self) -> u32 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u32 - 1) * 64 + (64 - top.leading_zeros()),
        }
    }
    pub(super) fn to_u128(&self) -> Option<u128> {
        match self.limbs.len() {
            0 => Some(0),
            1 => Some(self.limbs[0] as u128),
            2 => Some(self.limbs[0] as u128 | (self.limbs[1] as u128) << 64),
            _ => None,
        }
    }
    pub(super) fn mul_small(&mut self, m: u64) {
        let mut carry: u64 = 0;
        for l in self.limbs.iter_mut() {
            let t = (*l as u128) * (m as u128) + carry as u128;
            *l = t as u64;
            carry = (t >> 64) as u64;
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
        self.trim();
    }
    pub(super) fn add_small(&mut self, a: u64) {
        let mut carry = a;
        for l in self.limbs.iter_mut() {
            if carry == 0 {
                break;
            }
            let (s, o) = l.overflowing_add(carry);
            *l = s;
            carry = o as u64;
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
    }
    /// self *= 5^k, in chunks of 5^27 (the largest power of 5 below 2^64).
    pub(super) fn mul_pow5(&mut self, mut k: u32) {
        const P27: u64 = 7_450_580_596_923_828_125;
        while k >= 27 {
            self.mul_small(P27);
            k -= 27;
        }
        if k > 0 {
            self.mul_small(5u64.pow(k));
        }
    }
    pub(super) fn shl(&mut self, n: u32) {
        if self.is_zero() || n == 0 {
            return;
        }
        let words = (n / 64) as usize;
        let bits = n % 64;
        if bits != 0 {
            let mut carry = 0u64;
            for l in self.limbs.iter_mut() {
                let nl = (*l << bits) | carry;
                carry = *l >> (64 - bits);
                *l = nl;
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words > 0 {
            self.limbs.splice(0..0, std::iter::repeat_n(0, words));
        }
    }
    pub(super) fn shr(&mut self, n: u32) {
        let words = (n / 64) as usize;
        if words >= self.limbs.len() {
            self.limbs.clear();
            return;
        }
        self.limbs.drain(0..words);
        let bits = n % 64;
        if bits != 0 {
            for i in 0..self.limbs.len() {
                let hi = if i + 1 < self.limbs.len() {
                    self.limbs[i + 1] << (64 - bits)
                } else {
                    0
                };
                self.limbs[i] = (self.limbs[i] >> bits) | hi;
            }
        }
        self.trim();
    }
    /// Divides in place by `d` (non-zero) and returns the remainder.
    pub(super) fn divrem_small(&mut self, d: u64) -> u64 {
        let mut rem: u128 = 0;
        for l in self.limbs.iter_mut().rev() {
            let cur = (rem << 64) | *l as u128;
            *l = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        self.trim();
        rem as u64
    }
    pub(super) fn cmp_big(&self, o: &Big) -> Ordering {
        if self.limbs.len() != o.limbs.len() {
            return self.limbs.len().cmp(&o.limbs.len());
        }
        for (a, b) in self.limbs.iter().rev().zip(o.limbs.iter().rev()) {
            if a != b {
                return a.cmp(b);
            }
        }
        Ordering::Equal
    }
    /// self -= o; requires self >= o.
    pub(super) fn sub_assign(&mut self, o: &Big) {
        let mut borrow = false;
        for i in 0..self.limbs.len() {
            let b = if i < o.limbs.len() { o.limbs[i] } else { 0 };
            if b == 0 && !borrow && i >= o.limbs.len() {
                break;
            }
            let (s1, o1) = self.limbs[i].overflowing_sub(b);
            let (s2, o2) = s1.overflowing_sub(borrow as u64);
            self.limbs[i] = s2;
            borrow = o1 || o2;
        }
        debug_assert!(!borrow);
        self.trim();
    }
    pub(super) fn add_assign(&mut self, o: &Big) {
        if self.limbs.len() < o.limbs.len() {
            self.limbs.resize(o.limbs.len(), 0);
        }
        let mut carry = false;
        for i in 0..self.limbs.len() {
            let b = if i < o.limbs.len() { o.limbs[i] } else { 0 };
            if b == 0 && !carry && i >= o.limbs.len() {
                break;
            }
            let (s1, o1) = self.limbs[i].overflowing_add(b);
            let (s2, o2) = s1.overflowing_add(carry as u64);
            self.limbs[i] = s2;
            carry = o1 || o2;
        }
        if carry {
            self.limbs.push(1);
        }
    }
    /// Whether any of the lowest `n` bits is set.
    pub(super) fn low_bits_nonzero(&self, n: u32) -> bool {
        let words = (n / 64) as usize;
        for i in 0..words.min(self.limbs.len()) {
            if self.limbs[i] != 0 {
                return true;
            }
        }
        let bits = n % 64;
        bits != 0 && words < self.limbs.len() && self.limbs[words] & ((1u64 << bits) - 1) != 0
    }
    /// Bits `[n, n+128)` as a u128.
    pub(super) fn bits_from(&self, n: u32) -> u128 {
        let words = (n / 64) as usize;
        let bits = n % 64;
        let get = |i: usize| -> u128 { self.limbs.get(i).copied().unwrap_or(0) as u128 };
        let lo = get(words) | get(words + 1) << 64;
        if bits == 0 {
            lo
        } else {
            (lo >> bits) | (get(words + 2) << (128 - bits))
        }
    }
}

/// 10^n for n <= 38 (fits in u128).
pub(super) fn pow10_u128(n: u32) -> u128 {
    10u128.pow(n)
}

/// Quotient and remainder of big integers (Knuth's algorithm D, base 2^64).
pub(super) fn div_big(num: &Big, den: &Big) -> (Big, Big) {
    assert!(!den.is_zero());
    if num.cmp_big(den) == Ordering::Less {
        return (Big { limbs: Vec::new() }, num.clone());
    }
    if den.limbs.len() == 1 {
        let mut q = num.clone();
        let r = q.divrem_small(den.limbs[0]);
        return (q, Big::from_u128(r as u128));
    }
    // Normalise so the divisor's top limb has its high bit set.
    let s = den.limbs.last().unwrap().leading_zeros();
    let mut v = den.clone();
    v.shl(s);
    let mut u = num.clone();
    u.shl(s);
    let n = v.limbs.len();
    if u.limbs.len() == num.limbs.len() {
        u.limbs.push(0);
    }
    if u.limbs.len() < n + 1 {
        u.limbs.resize(n + 1, 0);
    }
    let m = u.limbs.len() - n - 1;
    let mut q = vec![0u64; m + 1];
    let b: u128 = 1 << 64;
    let vtop = v.limbs[n - 1] as u128;
    let vnext = v.limbs[n - 2] as u128;
    for j in (0..=m).rev() {
        let top = (u.limbs[j + n] as u128) << 64 | u.limbs[j + n - 1] as u128;
        let mut qhat = top / vtop;
        let mut rhat = top % vtop;
        while qhat >= b || qhat * vnext > (rhat << 64 | u.limbs[j + n - 2] as u128) {
            qhat -= 1;
            rhat += vtop;
            if rhat >= b {
                break;
            }
        }
        // u[j..=j+n] -= qhat * v
        let mut borrow: i128 = 0;
        let mut carry: u128 = 0;
        for i in 0..n {
            let p = qhat * v.limbs[i] as u128 + carry;
            carry = p >> 64;
            let t = u.limbs[i + j] as i128 - (p as u64) as i128 + borrow;
            u.limbs[i + j] = t as u64;
            borrow = t >> 64;
        }
        let t = u.limbs[j + n] as i128 - carry as i128 + borrow;
        u.limbs[j + n] = t as u64;
        if t < 0 {
            // qhat was one too large: add v back.
            qhat -= 1;
            let mut c: u128 = 0;
            for i in 0..n {
                let sum = u.limbs[i + j] as u128 + v.limbs[i] as u128 + c;
                u.limbs[i + j] = sum as u64;
                c = sum >> 64;
            }
            u.limbs[j + n] = u.limbs[j + n].wrapping_add(c as u64);
        }
        q[j] = qhat as u64;
    }
    let mut qb = Big { limbs: q };
    qb.trim();
    u.limbs.truncate(n);
    u.trim();
    u.shr(s);
    (qb, u)
}
