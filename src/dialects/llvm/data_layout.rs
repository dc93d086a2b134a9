//! LLVM data layout strings (the value of the `llvm.data_layout` attribute).
//!
//! MLIR 19 checks this attribute by handing the string to LLVM 19's
//! `DataLayout::parse` and, on failure, wrapping LLVM's message (see
//! [`mlir_message`]). So to reject exactly what mlir-opt rejects, with the
//! same words, this module follows LLVM 19's parser step by step: the order of
//! the checks decides which message wins when a spec has several faults, and
//! several oddities (ignored trailing components, `e:junk` being accepted, a
//! zero preferred alignment meaning one byte) are observable and kept.
//!
//! The result records what later size/alignment queries need; every size and
//! alignment is kept in bits.

/// One `p[n]:<size>:<abi>[:<pref>[:<idx>]]` entry, in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerSpec {
    pub addr_space: u32,
    pub size_bits: u32,
    pub abi_align_bits: u32,
    pub pref_align_bits: u32,
    pub index_bits: u32,
}

/// One `i`/`f`/`v` entry, in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrimitiveSpec {
    /// `'i'`, `'f'` or `'v'`.
    pub kind: char,
    pub size_bits: u32,
    pub abi_align_bits: u32,
    pub pref_align_bits: u32,
}

/// A parsed data layout: what size/alignment queries need later.
#[derive(Clone, Debug, PartialEq)]
pub struct DataLayout {
    pub big_endian: bool,
    /// `S<n>`; `S0` means "unspecified" in LLVM, hence `None`. LLVM allows
    /// values past `u32::MAX` bits here; those are clamped to `u32::MAX`.
    pub stack_natural_align: Option<u32>,
    pub program_addr_space: u32,
    pub alloca_addr_space: u32,
    pub globals_addr_space: u32,
    /// The character after `m:` (`e`, `l`, `o`, `m`, `w`, `x` or `a`).
    pub mangling: Option<char>,
    /// `n` widths, appended in order across all `n` specs, as LLVM does.
    pub native_int_widths: Vec<u32>,
    /// `ni` address spaces, appended in order (duplicates kept, as LLVM does).
    pub non_integral_addr_spaces: Vec<u32>,
    /// `Fi<n>` / `Fn<n>`: (alignment bits, independent of function
    /// alignment). A zero alignment is "no alignment" in LLVM, hence `None`.
    pub function_ptr_align: Option<(u32, bool)>,
    /// Sorted by address space; always holds address space 0.
    pub pointers: Vec<PointerSpec>,
    /// Grouped `i`, then `f`, then `v`, each sorted by size.
    pub primitives: Vec<PrimitiveSpec>,
    /// (ABI, preferred) alignment of aggregates in bits. LLVM stores a
    /// written `0` as one byte, so the default `a:0:64` reads `(8, 64)`.
    pub aggregate_align: (u32, u32),
}

impl Default for DataLayout {
    /// LLVM 19's layout for the empty string.
    fn default() -> Self {
        let prim = |kind, size_bits, abi_align_bits, pref_align_bits| PrimitiveSpec {
            kind,
            size_bits,
            abi_align_bits,
            pref_align_bits,
        };
        DataLayout {
            big_endian: false,
            stack_natural_align: None,
            program_addr_space: 0,
            alloca_addr_space: 0,
            globals_addr_space: 0,
            mangling: None,
            native_int_widths: Vec::new(),
            non_integral_addr_spaces: Vec::new(),
            function_ptr_align: None,
            pointers: vec![PointerSpec {
                addr_space: 0,
                size_bits: 64,
                abi_align_bits: 64,
                pref_align_bits: 64,
                index_bits: 64,
            }],
            primitives: vec![
                prim('i', 1, 8, 8),
                prim('i', 8, 8, 8),
                prim('i', 16, 16, 16),
                prim('i', 32, 32, 32),
                prim('i', 64, 32, 64),
                prim('f', 16, 16, 16),
                prim('f', 32, 32, 32),
                prim('f', 64, 64, 64),
                prim('f', 128, 128, 128),
                prim('v', 64, 64, 64),
                prim('v', 128, 128, 128),
            ],
            aggregate_align: (8, 64),
        }
    }
}

/// Builds the text MLIR 19 hands to `emitOpError` for a data layout LLVM
/// rejected: `invalid data layout descriptor: <LLVM's message>` followed by a
/// newline. The newline is real: MLIR prints the error with
/// `logAllUnhandledErrors`, which ends every message with `\n`, so mlir-opt
/// shows a blank line between the error line and the source snippet.
///
/// Rendered by mlir-opt 19 (checked against the installed binary):
///
/// ```text
/// a.mlir:1:1: error: 'builtin.module' op invalid data layout descriptor: Unknown specifier in datalayout string
///
/// module attributes {llvm.data_layout = "#vjkr32"} {
/// ^
/// ```
///
/// Where and when MLIR 19 checks (`LLVMDialect::verifyOperationAttribute`):
/// * on *any* op carrying the discardable attribute `llvm.data_layout`, not
///   only on `builtin.module` (the op name in the prefix is that op's);
/// * if the value is not a string attribute the error is instead
///   [`NOT_A_STRING_MESSAGE`] (no trailing newline), verbatim, grammar slip
///   included;
/// * the check runs when the verifier enters the op, before anything nested
///   is verified, and verification stops there: a bad layout on a module
///   hides errors in its body, and with nested modules only the outer one's
///   bad layout is reported (both checked with mlir-opt 19). MLIR's verifier
///   also checks dialect attributes before the op's own invariants;
/// * it is the only attribute that hook checks in 19: `llvm.target_triple`
///   is not verified at all — any string, or even a non-string such as `5`,
///   passes mlir-opt 19 silently (checked against the installed binary).
pub fn mlir_message(llvm_err: &str) -> String {
    format!("invalid data layout descriptor: {llvm_err}\n")
}

/// MLIR 19's `emitOpError` text when `llvm.data_layout` is not a string.
pub const NOT_A_STRING_MESSAGE: &str = "expected 'llvm.data_layout' to be a string attributes";

/// Parses `s` as LLVM 19's `DataLayout::parse` does, starting from the
/// default layout; `Err` carries LLVM's message verbatim.
pub fn parse_data_layout(s: &str) -> Result<DataLayout, String> {
    let mut dl = DataLayout::default();
    let mut desc = s.as_bytes();
    while !desc.is_empty() {
        let (spec, rest_of_desc) = split(desc, b'-')?;
        desc = rest_of_desc;
        let (tok, rest) = split(spec, b':')?;
        if tok == b"ni" {
            parse_non_integral(&mut dl, rest)?;
            continue;
        }
        // `split` guarantees a non-empty token here.
        let specifier = tok[0];
        let tok = &tok[1..];
        match specifier {
            // `s` is an obsolete spec LLVM still skips; for these three the
            // rest of the token and any `:` components are ignored entirely.
            b's' => {}
            b'E' => dl.big_endian = true,
            b'e' => dl.big_endian = false,
            b'p' => parse_pointer(&mut dl, tok, rest)?,
            b'i' | b'v' | b'f' | b'a' => parse_align_spec(&mut dl, specifier, tok, rest)?,
            b'n' => parse_native_ints(&mut dl, tok, rest)?,
            b'S' => {
                let bytes = int_in_bytes::<u64>(tok)?;
                if bytes != 0 && !bytes.is_power_of_two() {
                    return Err("Alignment is neither 0 nor a power of 2".into());
                }
                dl.stack_natural_align = (bytes != 0).then(|| clamp_bits(bytes));
            }
            b'F' => {
                // LLVM reads the byte after `F` even when the token ends
                // there; that byte is then `-`, `:` or the end, never `i`/`n`,
                // so an empty token always lands in the error below.
                let independent = match tok.first() {
                    Some(b'i') => true,
                    Some(b'n') => false,
                    _ => {
                        return Err(
                            "Unknown function pointer alignment type in datalayout string".into(),
                        )
                    }
                };
                let bytes = int_in_bytes::<u64>(&tok[1..])?;
                if bytes != 0 && !bytes.is_power_of_two() {
                    return Err("Alignment is neither 0 nor a power of 2".into());
                }
                dl.function_ptr_align = (bytes != 0).then(|| (clamp_bits(bytes), independent));
            }
            b'P' => dl.program_addr_space = addr_space(tok)?,
            b'A' => dl.alloca_addr_space = addr_space(tok)?,
            b'G' => dl.globals_addr_space = addr_space(tok)?,
            b'm' => {
                if !tok.is_empty() {
                    return Err(
                        "Unexpected trailing characters after mangling specifier in \
                                datalayout string"
                            .into(),
                    );
                }
                if rest.is_empty() {
                    return Err("Expected mangling specifier in datalayout string".into());
                }
                // A byte count, as in LLVM: a multi-byte UTF-8 character is
                // "Unknown mangling specifier", not "Unknown mangling".
                if rest.len() > 1 {
                    return Err("Unknown mangling specifier in datalayout string".into());
                }
                match rest[0] {
                    c @ (b'e' | b'l' | b'o' | b'm' | b'w' | b'x' | b'a') => {
                        dl.mangling = Some(c as char)
                    }
                    _ => return Err("Unknown mangling in datalayout string".into()),
                }
            }
            _ => return Err("Unknown specifier in datalayout string".into()),
        }
    }
    Ok(dl)
}

/// LLVM's checked split: `s` up to the first `sep`, and what follows it.
/// A separator with nothing after it, or nothing before it, is an error.
/// An empty `s` splits into two empty halves without complaint, which is
/// how `ni` with no list reaches the number check instead.
fn split(s: &[u8], sep: u8) -> Result<(&[u8], &[u8]), String> {
    let (first, second) = match s.iter().position(|&b| b == sep) {
        Some(i) => (&s[..i], &s[i + 1..]),
        None => (s, &s[s.len()..]),
    };
    if second.is_empty() && first.len() != s.len() {
        return Err("Trailing separator in datalayout string".into());
    }
    if !second.is_empty() && first.is_empty() {
        return Err("Expected token before separator in datalayout string".into());
    }
    Ok((first, second))
}

/// Unsigned integer types LLVM reads components into (`unsigned` for most,
/// `uint64_t` for `S` and `F`).
trait Uint: Copy + TryFrom<u64> {}
impl Uint for u32 {}
impl Uint for u64 {}

/// `StringRef::getAsInteger(10, T)`: one or more ASCII digits only (no sign,
/// no prefix, no spaces), fitting in u64 and then in `T`.
fn int<T: Uint>(s: &[u8]) -> Result<T, String> {
    const MSG: &str = "not a number, or does not fit in an unsigned int";
    if s.is_empty() {
        return Err(MSG.into());
    }
    let mut v: u64 = 0;
    for &b in s {
        if !b.is_ascii_digit() {
            return Err(MSG.into());
        }
        v = v
            .checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(b - b'0')))
            .ok_or_else(|| MSG.to_string())?;
    }
    T::try_from(v).map_err(|_| MSG.to_string())
}

/// A bit count that must be whole bytes; returns the byte count.
fn int_in_bytes<T: Uint + Into<u64>>(s: &[u8]) -> Result<u64, String> {
    let v: u64 = int::<T>(s)?.into();
    if !v.is_multiple_of(8) {
        return Err("number of bits must be a byte width multiple".into());
    }
    Ok(v / 8)
}

fn addr_space(s: &[u8]) -> Result<u32, String> {
    let v = int::<u32>(s)?;
    check_addr_space(v)?;
    Ok(v)
}

fn check_addr_space(v: u32) -> Result<(), String> {
    if v >= 1 << 24 {
        return Err("Invalid address space, must be a 24-bit integer".into());
    }
    Ok(())
}

fn clamp_bits(bytes: u64) -> u32 {
    u32::try_from(bytes.saturating_mul(8)).unwrap_or(u32::MAX)
}

/// `ni:<as>[:<as>...]`. Unlike the other address-space fields these are not
/// range-checked; only zero is refused.
fn parse_non_integral(dl: &mut DataLayout, mut rest: &[u8]) -> Result<(), String> {
    loop {
        let (item, tail) = split(rest, b':')?;
        rest = tail;
        let as_ = int::<u32>(item)?;
        if as_ == 0 {
            return Err("Address space 0 can never be non-integral".into());
        }
        dl.non_integral_addr_spaces.push(as_);
        if rest.is_empty() {
            return Ok(());
        }
    }
}

/// `p[<n>]:<size>:<abi>[:<pref>[:<idx>]]`; components past `<idx>` are
/// ignored, as LLVM 19 does. Sizes are plain bit counts (no byte-multiple
/// or 24-bit check), alignments must be power-of-two byte counts.
fn parse_pointer(dl: &mut DataLayout, tok: &[u8], rest: &[u8]) -> Result<(), String> {
    let addr_space = if tok.is_empty() { 0 } else { int::<u32>(tok)? };
    check_addr_space(addr_space)?;

    if rest.is_empty() {
        return Err("Missing size specification for pointer in datalayout string".into());
    }
    let (t, rest) = split(rest, b':')?;
    let size_bits = int::<u32>(t)?;
    if size_bits == 0 {
        return Err("Invalid pointer size of 0 bytes".into());
    }

    if rest.is_empty() {
        return Err("Missing alignment specification for pointer in datalayout string".into());
    }
    let (t, mut rest) = split(rest, b':')?;
    let abi = int_in_bytes::<u32>(t)?;
    if !abi.is_power_of_two() {
        return Err("Pointer ABI alignment must be a power of 2".into());
    }

    let mut index_bits = size_bits;
    let mut pref = abi;
    if !rest.is_empty() {
        let (t, r) = split(rest, b':')?;
        rest = r;
        pref = int_in_bytes::<u32>(t)?;
        if !pref.is_power_of_two() {
            return Err("Pointer preferred alignment must be a power of 2".into());
        }
        if !rest.is_empty() {
            let (t, _ignored) = split(rest, b':')?;
            index_bits = int::<u32>(t)?;
            if index_bits == 0 {
                return Err("Invalid index size of 0 bytes".into());
            }
        }
    }

    if pref < abi {
        return Err("Preferred alignment cannot be less than the ABI alignment".into());
    }
    if index_bits > size_bits {
        return Err("Index width cannot be larger than pointer width".into());
    }
    let spec = PointerSpec {
        addr_space,
        size_bits,
        // Both fit: they came from u32 bit counts.
        abi_align_bits: (abi * 8) as u32,
        pref_align_bits: (pref * 8) as u32,
        index_bits,
    };
    match dl
        .pointers
        .binary_search_by_key(&addr_space, |p| p.addr_space)
    {
        Ok(i) => dl.pointers[i] = spec,
        Err(i) => dl.pointers.insert(i, spec),
    }
    Ok(())
}

/// `i|f|v<size>:<abi>[:<pref>]` and `a[0]:<abi>[:<pref>]`; components past
/// `<pref>` are ignored, as LLVM 19 does.
fn parse_align_spec(dl: &mut DataLayout, kind: u8, tok: &[u8], rest: &[u8]) -> Result<(), String> {
    let aggregate = kind == b'a';
    let size = if tok.is_empty() { 0 } else { int::<u32>(tok)? };
    if aggregate && size != 0 {
        return Err("Sized aggregate specification in datalayout string".into());
    }

    if rest.is_empty() {
        return Err("Missing alignment specification in datalayout string".into());
    }
    let (t, rest) = split(rest, b':')?;
    let abi = int_in_bytes::<u32>(t)?;
    if !aggregate && abi == 0 {
        return Err("ABI alignment specification must be >0 for non-aggregate types".into());
    }
    if abi >= 1 << 16 {
        return Err("Invalid ABI alignment, must be a 16bit integer".into());
    }
    if abi != 0 && !abi.is_power_of_two() {
        return Err("Invalid ABI alignment, must be a power of 2".into());
    }
    if kind == b'i' && size == 8 && abi != 1 {
        return Err("Invalid ABI alignment, i8 must be naturally aligned".into());
    }

    let mut pref = abi;
    if !rest.is_empty() {
        let (t, _ignored) = split(rest, b':')?;
        pref = int_in_bytes::<u32>(t)?;
    }
    if pref >= 1 << 16 {
        return Err("Invalid preferred alignment, must be a 16bit integer".into());
    }
    if pref != 0 && !pref.is_power_of_two() {
        return Err("Invalid preferred alignment, must be a power of 2".into());
    }

    // LLVM turns a zero alignment into one byte before comparing and storing.
    let abi_bits = (abi.max(1) * 8) as u32;
    let pref_bits = (pref.max(1) * 8) as u32;
    if size >= 1 << 24 {
        return Err("Invalid bit width, must be a 24-bit integer".into());
    }
    if pref_bits < abi_bits {
        return Err("Preferred alignment cannot be less than the ABI alignment".into());
    }

    if aggregate {
        dl.aggregate_align = (abi_bits, pref_bits);
        return Ok(());
    }
    let kind = kind as char;
    let rank = |k: char| match k {
        'i' => 0,
        'f' => 1,
        _ => 2,
    };
    let spec = PrimitiveSpec {
        kind,
        size_bits: size,
        abi_align_bits: abi_bits,
        pref_align_bits: pref_bits,
    };
    match dl
        .primitives
        .binary_search_by_key(&(rank(kind), size), |p| (rank(p.kind), p.size_bits))
    {
        Ok(i) => dl.primitives[i] = spec,
        Err(i) => dl.primitives.insert(i, spec),
    }
    Ok(())
}

/// `n<w>[:<w>...]`.
fn parse_native_ints<'a>(
    dl: &mut DataLayout,
    mut tok: &'a [u8],
    mut rest: &'a [u8],
) -> Result<(), String> {
    loop {
        let width = int::<u32>(tok)?;
        if width == 0 {
            return Err("Zero width native integer type in datalayout string".into());
        }
        dl.native_int_widths.push(width);
        if rest.is_empty() {
            return Ok(());
        }
        (tok, rest) = split(rest, b':')?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(s: &str) -> String {
        parse_data_layout(s).expect_err(s)
    }

    #[test]
    fn empty_is_default() {
        assert_eq!(parse_data_layout("").unwrap(), DataLayout::default());
    }

    /// Every layout in the conformance suite (`llvm.data_layout` values and
    /// `target datalayout` lines of the twins) parses.
    #[test]
    fn conformance_layouts_parse() {
        for s in [
            "",
            "E",
            "e",
            "p:32:32:32",
            "S32",
            "E-A4-S128-i64:64:128-f80:128:256-p0:32:64:128:32-p1:32:32:32:16",
            "i1:8-i8:8-i16:16-i32:32-i64:32:64-f16:16-f64:64-f128:128",
            "p1:32:64:64:32-p2:64:64:64:64",
        ] {
            parse_data_layout(s).unwrap_or_else(|e| panic!("{s:?}: {e}"));
        }
    }

    /// lua.mlir carries its layout as a `dlti.dl_spec`, not as
    /// `llvm.data_layout`; this is the clang x86_64-linux string that spec
    /// was made from, checked against the spec's entries.
    #[test]
    fn lua_x86_64_layout() {
        let dl = parse_data_layout(
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
        )
        .unwrap();
        assert!(!dl.big_endian);
        assert_eq!(dl.mangling, Some('e'));
        assert_eq!(dl.stack_natural_align, Some(128));
        assert_eq!(dl.native_int_widths, vec![8, 16, 32, 64]);
        let as_: Vec<_> = dl
            .pointers
            .iter()
            .map(|p| (p.addr_space, p.size_bits))
            .collect();
        assert_eq!(as_, vec![(0, 64), (270, 32), (271, 32), (272, 64)]);
        let find = |k, w| {
            *dl.primitives
                .iter()
                .find(|p| p.kind == k && p.size_bits == w)
                .unwrap()
        };
        assert_eq!(find('i', 64).abi_align_bits, 64);
        assert_eq!(find('i', 128).abi_align_bits, 128);
        assert_eq!(find('f', 80).abi_align_bits, 128);
    }

    #[test]
    fn fields() {
        let dl = parse_data_layout(
            "E-A4-S128-i64:64:128-f80:128:256-p0:32:64:128:32-p1:32:32:32:16-ni:1:2-P1-G3-Fn32-a:0:32",
        )
        .unwrap();
        assert!(dl.big_endian);
        assert_eq!(dl.alloca_addr_space, 4);
        assert_eq!(dl.program_addr_space, 1);
        assert_eq!(dl.globals_addr_space, 3);
        assert_eq!(dl.function_ptr_align, Some((32, false)));
        assert_eq!(dl.non_integral_addr_spaces, vec![1, 2]);
        assert_eq!(dl.aggregate_align, (8, 32));
        assert_eq!(
            dl.pointers[0],
            PointerSpec {
                addr_space: 0,
                size_bits: 32,
                abi_align_bits: 64,
                pref_align_bits: 128,
                index_bits: 32
            }
        );
        assert_eq!(dl.pointers[1].index_bits, 16);
        let i64_ = dl
            .primitives
            .iter()
            .find(|p| p.kind == 'i' && p.size_bits == 64)
            .unwrap();
        assert_eq!((i64_.abi_align_bits, i64_.pref_align_bits), (64, 128));
        // f80 is inserted between f64 and f128.
        let fs: Vec<_> = dl
            .primitives
            .iter()
            .filter(|p| p.kind == 'f')
            .map(|p| p.size_bits)
            .collect();
        assert_eq!(fs, vec![16, 32, 64, 80, 128]);
    }

    /// Quirks of LLVM 19 that are accepted (each checked with llvm-as 19).
    #[test]
    fn accepted_oddities() {
        for s in [
            "e:xyz",
            "sfoo",
            "A1:junk",
            "p0:64:64:64:64:99",
            "i32:32:64:128",
            "i8:8:0",
            "a:0:0",
            "i:8",
            "p:12:8",
            "p:16777216:64",
            "ni:16777216",
            "i032:032",
            "S4294967296",
            "Fi0",
            "S0",
        ] {
            parse_data_layout(s).unwrap_or_else(|e| panic!("{s:?}: {e}"));
        }
        assert_eq!(parse_data_layout("S0").unwrap().stack_natural_align, None);
        assert_eq!(
            parse_data_layout("i8:8:0").unwrap().primitives[1].pref_align_bits,
            8
        );
    }

    /// Messages as printed by llvm-as 19 for the same strings.
    #[test]
    fn invalid_messages() {
        let cases = [
            ("#vjkr32", "Unknown specifier in datalayout string"),
            (
                "p16777216:64:64",
                "Invalid address space, must be a 24-bit integer",
            ),
            (
                "P16777216",
                "Invalid address space, must be a 24-bit integer",
            ),
            ("e-", "Trailing separator in datalayout string"),
            ("i32:", "Trailing separator in datalayout string"),
            ("-e", "Expected token before separator in datalayout string"),
            (
                "e--e",
                "Expected token before separator in datalayout string",
            ),
            (
                "i32::64",
                "Expected token before separator in datalayout string",
            ),
            (
                "p",
                "Missing size specification for pointer in datalayout string",
            ),
            (
                "p:64",
                "Missing alignment specification for pointer in datalayout string",
            ),
            ("p:0:64", "Invalid pointer size of 0 bytes"),
            ("p:64:0", "Pointer ABI alignment must be a power of 2"),
            (
                "p:64:64:0",
                "Pointer preferred alignment must be a power of 2",
            ),
            ("p:64:64:64:0", "Invalid index size of 0 bytes"),
            (
                "p:32:64:32",
                "Preferred alignment cannot be less than the ABI alignment",
            ),
            (
                "p:32:32:32:64",
                "Index width cannot be larger than pointer width",
            ),
            (
                "i32:524288",
                "Invalid ABI alignment, must be a 16bit integer",
            ),
            ("i32:24", "Invalid ABI alignment, must be a power of 2"),
            (
                "i32:0",
                "ABI alignment specification must be >0 for non-aggregate types",
            ),
            (
                "i8:16",
                "Invalid ABI alignment, i8 must be naturally aligned",
            ),
            (
                "i32:32:1048576",
                "Invalid preferred alignment, must be a 16bit integer",
            ),
            (
                "i32:32:24",
                "Invalid preferred alignment, must be a power of 2",
            ),
            (
                "i32:32:16",
                "Preferred alignment cannot be less than the ABI alignment",
            ),
            (
                "i32:32:0",
                "Preferred alignment cannot be less than the ABI alignment",
            ),
            (
                "a:64:32",
                "Preferred alignment cannot be less than the ABI alignment",
            ),
            ("i16777216:8", "Invalid bit width, must be a 24-bit integer"),
            (
                "a1:64",
                "Sized aggregate specification in datalayout string",
            ),
            (
                "i32",
                "Missing alignment specification in datalayout string",
            ),
            ("S12", "number of bits must be a byte width multiple"),
            ("S24", "Alignment is neither 0 nor a power of 2"),
            (
                "S36893488147419103232",
                "not a number, or does not fit in an unsigned int",
            ),
            (
                "i+32:32",
                "not a number, or does not fit in an unsigned int",
            ),
            ("ni", "not a number, or does not fit in an unsigned int"),
            ("ni:0", "Address space 0 can never be non-integral"),
            ("n", "not a number, or does not fit in an unsigned int"),
            (
                "n8:0",
                "Zero width native integer type in datalayout string",
            ),
            (
                "F",
                "Unknown function pointer alignment type in datalayout string",
            ),
            ("Fi", "not a number, or does not fit in an unsigned int"),
            ("Fi12", "number of bits must be a byte width multiple"),
            ("m", "Expected mangling specifier in datalayout string"),
            (
                "mx:e",
                "Unexpected trailing characters after mangling specifier in datalayout string",
            ),
            ("m:e:x", "Unknown mangling specifier in datalayout string"),
            ("m:é", "Unknown mangling specifier in datalayout string"),
            ("m:q", "Unknown mangling in datalayout string"),
            ("é", "Unknown specifier in datalayout string"),
        ];
        for (s, want) in cases {
            assert_eq!(err(s), want, "for {s:?}");
        }
    }

    #[test]
    fn mlir_wording() {
        assert_eq!(
            mlir_message(&err("#vjkr32")),
            "invalid data layout descriptor: Unknown specifier in datalayout string\n"
        );
    }
}
