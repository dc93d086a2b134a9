//! Parser for LLVM IR type syntax as embedded in the legacy (2019-era) MLIR
//! LLVM dialect.
//!
//! The 2019 dialect had a single wrapper type whose body was *LLVM IR's own*
//! type syntax inside a string, e.g. `!llvm<"i8*">`, `!llvm<"{ i32, float* }">`
//! or `!llvm<"void (i32, ...)*">`, plus a keyword shorthand for primitives
//! (`!llvm.i32`, `!llvm.float`, ...). Today's dialect uses MLIR-native types
//! instead, so llmir reads the legacy spelling into an [`IrType`] and lowers
//! that to a modern type (see the table on [`IrType`]).
//!
//! Scope of this module:
//! * [`parse_ir_type`] parses the *contents* of the string literal, i.e. the
//!   caller has already removed `!llvm<"` / `">` and undone MLIR string
//!   escapes (so `!llvm<"%\"a b\"">` arrives here as `%"a b"`).
//! * [`legacy_keyword`] recognises the `!llvm.<keyword>` shorthand; the caller
//!   strips `!llvm.` first.
//! * The typed-pointer era MLIR spelling (`!llvm.ptr<i8, 3>`) is MLIR syntax,
//!   not LLVM syntax, and is not parsed here; its meaning is nevertheless
//!   representable as `IrType::Ptr { pointee: Some(..), addr_space: 3 }`.
//!
//! The accepted grammar is the LLVM 9 type grammar (typed pointers written
//! with postfix `*`) extended with the later additions `ptr` /
//! `ptr addrspace(N)`, `bfloat`, `x86_amx` and `<vscale x N x T>`, because
//! hand-edited test files mix eras. LLVM's own structural validity rules
//! (no `void*`, no vectors of structs, ...) are enforced so that malformed
//! legacy input is reported here, with a byte offset, instead of producing a
//! modern type that the verifier would reject later with a worse location.
//!
//! Robustness: the parser never panics and is iterative (explicit heap
//! stack), so its native stack use does not grow with nesting. Tree height is
//! still capped at [`MAX_NESTING`] because the derived `Drop`/`Clone`/
//! `PartialEq`/`Debug` and `Display` of the result recurse.

use std::fmt;

/// Largest integer bit width LLVM accepts (`IntegerType::MAX_INT_BITS`).
pub const MAX_INT_WIDTH: u32 = 1 << 23;

/// Largest address space LLVM accepts (address spaces are 24-bit).
pub const MAX_ADDR_SPACE: u32 = (1 << 24) - 1;

/// Maximum height of the parsed type tree. Each pointer, array, vector,
/// struct or function level counts as one. Bounding the *result* height (not
/// just parser recursion) matters because `i8***...` is parsed iteratively
/// yet still produces a deep `Box` chain whose drop is recursive.
pub const MAX_NESTING: usize = 256;

/// An LLVM IR type as written in LLVM's own syntax (LLVM 9-era, including
/// typed pointers).
///
/// Mapping to today's MLIR types (what llmir emits):
///
/// | `IrType`                                   | modern MLIR type                               |
/// |--------------------------------------------|------------------------------------------------|
/// | `Int(n)`                                   | builtin `iN`                                   |
/// | `Half` / `BFloat` / `Float` / `Double`     | `f16` / `bf16` / `f32` / `f64`                 |
/// | `X86Fp80` / `Fp128`                        | `f80` / `f128`                                 |
/// | `PpcFp128`                                 | `!llvm.ppc_fp128`                              |
/// | `Void` / `Metadata` / `Token` / `X86Mmx`   | `!llvm.void` / `!llvm.metadata` / `!llvm.token` / `!llvm.x86_mmx` |
/// | `X86Amx`                                   | `!llvm.x86_amx` (not in the MLIR 19 docs)      |
/// | `Label`                                    | no counterpart (MLIR blocks are not values)    |
/// | `Ptr { addr_space: 0, .. }`                | `!llvm.ptr`                                    |
/// | `Ptr { addr_space: n, .. }`                | `!llvm.ptr<n>`                                 |
/// | `Array { len, elem }`                      | `!llvm.array<len x T>`                         |
/// | `Vector` fixed, int/float elem             | builtin `vector<NxT>`                          |
/// | `Vector` fixed, pointer / `ppc_fp128` elem | `!llvm.vec<N x ptr>` / `!llvm.vec<N x ppc_fp128>` |
/// | `Vector` scalable, int/float elem          | builtin `vector<[N]xT>`                        |
/// | `Vector` scalable, pointer elem            | `!llvm.vec<? x N x ptr>`                       |
/// | `Struct { packed: false, fields }`         | `!llvm.struct<(T, ...)>`                       |
/// | `Struct { packed: true, fields }`          | `!llvm.struct<packed (T, ...)>`                |
/// | `Named(name)`                              | identified struct `!llvm.struct<"name">`       |
/// | `Func { ret, params, vararg }`             | `!llvm.func<R (P, ...)>` (`, ...` if vararg)   |
///
/// Notes on the mapping:
/// * The pointee of a typed pointer is dropped: modern MLIR pointers are
///   opaque. Anything that depended on it (GEP source element type, load
///   result type) must be recovered from the op's other operands/types.
/// * `ppc_fp128` is the one floating-point type that stays a dialect type,
///   because it has no builtin float counterpart.
/// * `Named` only carries the name. `!llvm.struct<"name">` is valid only as a
///   recursive reference nested inside the definition of `name`; at any other
///   position the converter must supply the body
///   (`!llvm.struct<"name", (...)>`) or declare it `!llvm.struct<"name", opaque>`.
///   Numeric names (`%0`) become the struct name `"0"`.
#[derive(Clone, Debug, PartialEq)]
pub enum IrType {
    Void,
    Label,
    Metadata,
    Token,
    X86Mmx,
    X86Amx,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
    /// `ptr`, `ptr addrspace(3)` (opaque: `pointee` is `None`), `i8*`,
    /// `i8 addrspace(1)*` (typed).
    Ptr {
        pointee: Option<Box<IrType>>,
        addr_space: u32,
    },
    /// `[10 x i32]`
    Array {
        len: u64,
        elem: Box<IrType>,
    },
    /// `<4 x float>`, `<vscale x 4 x i32>`
    Vector {
        scalable: bool,
        len: u64,
        elem: Box<IrType>,
    },
    /// `{ i32, float }`, `<{ i8 }>`, `{}`
    Struct {
        packed: bool,
        fields: Vec<IrType>,
    },
    /// `%struct.foo`, `%"quoted name"`, `%0` (stored without `%` and quotes,
    /// with `\XX` escapes decoded).
    Named(String),
    /// `i32 (i8*, ...)`
    Func {
        ret: Box<IrType>,
        params: Vec<IrType>,
        vararg: bool,
    },
}

/// A parse error. `offset` is a byte offset into the string that was passed
/// to [`parse_ir_type`] (always `<= len` and on a char boundary), so the
/// caller can add the offset of the string literal's contents to point into
/// the original source.
#[derive(Debug, PartialEq)]
pub struct LegacyTypeError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for LegacyTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for LegacyTypeError {}

/// Parses one LLVM IR type covering the whole of `s` (surrounding whitespace
/// allowed, anything else after the type is an error).
pub fn parse_ir_type(s: &str) -> Result<IrType, LegacyTypeError> {
    let mut p = Parser {
        src: s,
        pos: 0,
        peeked: None,
    };
    let ty = p.parse()?;
    let (tok, off) = p.peek()?;
    if tok != Tok::Eof {
        return Err(err(
            off,
            format!("unexpected {} after type", tok.describe()),
        ));
    }
    Ok(ty)
}

/// `!llvm.<keyword>` shorthand of 2019: "i32" -> Int(32), "float" -> Float,
/// "void", "half", "double", "fp128", "x86_fp80", "ppc_fp128", "label",
/// "metadata", "x86_mmx", "token", "bfloat" (and "x86_amx"). `None` if `s` is
/// not exactly such a keyword; in particular the modern parametric names
/// (`ptr`, `struct`, `array`, `vec`, `func`) return `None` so the caller can
/// fall through to modern type parsing. Overlapping names (`void`, `token`,
/// `metadata`, `x86_mmx`, `ppc_fp128`) mean the same thing in both eras.
pub fn legacy_keyword(s: &str) -> Option<IrType> {
    // An out-of-range `iN` is simply not a keyword here.
    primitive_keyword(s)?.ok()
}

// ---------------------------------------------------------------------------
// Keywords

/// Primitive type keywords shared by the string syntax and the `!llvm.`
/// shorthand. Outer `None`: not a primitive keyword at all; inner `Err`: looks
/// like `iN` but the width is out of range (so the parser can say why).
fn primitive_keyword(w: &str) -> Option<Result<IrType, String>> {
    let t = match w {
        "void" => IrType::Void,
        "label" => IrType::Label,
        "metadata" => IrType::Metadata,
        "token" => IrType::Token,
        "x86_mmx" => IrType::X86Mmx,
        "x86_amx" => IrType::X86Amx,
        "half" => IrType::Half,
        "bfloat" => IrType::BFloat,
        "float" => IrType::Float,
        "double" => IrType::Double,
        "x86_fp80" => IrType::X86Fp80,
        "fp128" => IrType::Fp128,
        "ppc_fp128" => IrType::PpcFp128,
        _ => {
            let digits = w.strip_prefix('i')?;
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            return Some(match parse_u64(digits) {
                Some(n) if n >= 1 && n <= MAX_INT_WIDTH as u64 => Ok(IrType::Int(n as u32)),
                _ => Err(format!(
                    "integer width must be between 1 and {} bits",
                    MAX_INT_WIDTH
                )),
            });
        }
    };
    Some(Ok(t))
}

fn parse_u64(digits: &str) -> Option<u64> {
    let mut v: u64 = 0;
    for b in digits.bytes() {
        v = v.checked_mul(10)?.checked_add((b - b'0') as u64)?;
    }
    Some(v)
}

// ---------------------------------------------------------------------------
// Validity rules (mirroring LLVM's `isValidElementType` & friends)

impl IrType {
    fn is_fp(&self) -> bool {
        matches!(
            self,
            IrType::Half
                | IrType::BFloat
                | IrType::Float
                | IrType::Double
                | IrType::X86Fp80
                | IrType::Fp128
                | IrType::PpcFp128
        )
    }

    fn is_scalable_vector(&self) -> bool {
        matches!(self, IrType::Vector { scalable: true, .. })
    }

    fn is_opaque_ptr(&self) -> bool {
        matches!(self, IrType::Ptr { pointee: None, .. })
    }
}

fn pointee_error(t: &IrType) -> Option<&'static str> {
    match t {
        IrType::Void => Some("pointers to void are invalid; use i8* instead"),
        IrType::Label => Some("basic block pointers are invalid"),
        IrType::Metadata | IrType::Token | IrType::X86Amx => {
            Some("pointer to this type is invalid")
        }
        _ => None,
    }
}

fn valid_array_elem(t: &IrType) -> bool {
    !matches!(
        t,
        IrType::Void
            | IrType::Label
            | IrType::Metadata
            | IrType::Token
            | IrType::X86Amx
            | IrType::Func { .. }
    ) && !t.is_scalable_vector()
}

fn valid_struct_elem(t: &IrType) -> bool {
    // Scalable vectors are allowed: newer LLVM permits them in (literal)
    // structs returned by intrinsics, and rejecting them buys nothing here.
    !matches!(
        t,
        IrType::Void | IrType::Label | IrType::Metadata | IrType::Token | IrType::Func { .. }
    )
}

fn valid_vector_elem(t: &IrType) -> bool {
    matches!(t, IrType::Int(_) | IrType::Ptr { .. }) || t.is_fp()
}

fn valid_return(t: &IrType) -> bool {
    !matches!(t, IrType::Label | IrType::Metadata | IrType::Func { .. })
}

// ---------------------------------------------------------------------------
// Lexer

#[derive(Clone, Debug, PartialEq)]
enum Tok<'a> {
    /// One of `[ ] { } < > ( ) , *`.
    Punct(u8),
    Ellipsis,
    /// Decimal digits (kept as text so overflow is reported where used).
    Int(&'a str),
    /// `[A-Za-z_][A-Za-z0-9_]*`: type keywords, `x`, `vscale`, `addrspace`.
    Word(&'a str),
    /// `%name`, with quotes and escapes already removed.
    Local(String),
    Eof,
}

impl Tok<'_> {
    fn describe(&self) -> String {
        match self {
            Tok::Punct(c) => format!("'{}'", *c as char),
            Tok::Ellipsis => "'...'".to_string(),
            Tok::Int(s) => format!("integer '{}'", s),
            Tok::Word(s) => format!("'{}'", s),
            Tok::Local(s) => format!("type name '%{}'", s),
            Tok::Eof => "end of input".to_string(),
        }
    }
}

fn err(offset: usize, message: impl Into<String>) -> LegacyTypeError {
    LegacyTypeError {
        offset,
        message: message.into(),
    }
}

fn is_word_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_word_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Characters of an unquoted LLVM local name (`%struct.foo`, `%a-b$c`).
fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

type PResult<T> = Result<T, LegacyTypeError>;

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    /// One token of lookahead: (token, start offset, end offset).
    peeked: Option<(Tok<'a>, usize, usize)>,
}

impl<'a> Parser<'a> {
    fn lex(&self, mut pos: usize) -> PResult<(Tok<'a>, usize, usize)> {
        let bytes = self.src.as_bytes();
        while pos < bytes.len() && matches!(bytes[pos], b' ' | b'\t' | b'\n' | b'\r') {
            pos += 1;
        }
        let start = pos;
        let Some(&c) = bytes.get(pos) else {
            return Ok((Tok::Eof, start, start));
        };
        let run = |mut p: usize, f: fn(u8) -> bool| {
            while p < bytes.len() && f(bytes[p]) {
                p += 1;
            }
            p
        };
        match c {
            b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'(' | b')' | b',' | b'*' => {
                Ok((Tok::Punct(c), start, start + 1))
            }
            b'.' if self.src[start..].starts_with("...") => Ok((Tok::Ellipsis, start, start + 3)),
            b'0'..=b'9' => {
                let end = run(start, |b| b.is_ascii_digit());
                Ok((Tok::Int(&self.src[start..end]), start, end))
            }
            _ if is_word_start(c) => {
                let end = run(start, is_word_char);
                Ok((Tok::Word(&self.src[start..end]), start, end))
            }
            b'%' => self.lex_local(start),
            _ => {
                // Non-ASCII is fine: `start` is a char boundary because every
                // byte consumed so far was ASCII.
                let ch = self.src[start..].chars().next().unwrap_or('?');
                Err(err(
                    start,
                    format!("unexpected character '{}'", ch.escape_debug()),
                ))
            }
        }
    }

    fn lex_local(&self, start: usize) -> PResult<(Tok<'a>, usize, usize)> {
        let bytes = self.src.as_bytes();
        let p = start + 1;
        match bytes.get(p) {
            Some(b'"') => {
                let body_start = p + 1;
                let Some(rel) = self.src[body_start..].find('"') else {
                    return Err(err(start, "unterminated quoted type name"));
                };
                let body_end = body_start + rel;
                let name =
                    unescape_name(&bytes[body_start..body_end]).map_err(|m| err(start, m))?;
                Ok((Tok::Local(name), start, body_end + 1))
            }
            Some(&b) if is_name_char(b) && !b.is_ascii_digit() => {
                let mut end = p;
                while end < bytes.len() && is_name_char(bytes[end]) {
                    end += 1;
                }
                Ok((Tok::Local(self.src[p..end].to_string()), start, end))
            }
            Some(&b) if b.is_ascii_digit() => {
                // Numbered types (`%0`) are digits only, as in LLVM's lexer.
                let mut end = p;
                while end < bytes.len() && bytes[end].is_ascii_digit() {
                    end += 1;
                }
                Ok((Tok::Local(self.src[p..end].to_string()), start, end))
            }
            _ => Err(err(start, "expected type name after '%'")),
        }
    }

    fn peek(&mut self) -> PResult<(Tok<'a>, usize)> {
        if self.peeked.is_none() {
            self.peeked = Some(self.lex(self.pos)?);
        }
        let (t, s, _) = self.peeked.as_ref().expect("just filled");
        Ok((t.clone(), *s))
    }

    fn bump(&mut self) {
        if let Some((_, _, end)) = self.peeked.take() {
            self.pos = end;
        }
    }

    /// Consumes `c` or fails with `msg`, mentioning what was found instead.
    fn expect_punct(&mut self, c: u8, msg: &str) -> PResult<()> {
        let (tok, off) = self.peek()?;
        if tok == Tok::Punct(c) {
            self.bump();
            Ok(())
        } else {
            Err(err(off, format!("{}, found {}", msg, tok.describe())))
        }
    }

    fn expect_x(&mut self, msg: &str) -> PResult<()> {
        let (tok, off) = self.peek()?;
        if tok == Tok::Word("x") {
            self.bump();
            Ok(())
        } else {
            Err(err(off, format!("{}, found {}", msg, tok.describe())))
        }
    }

    fn check_height(h: usize, off: usize) -> PResult<()> {
        if h > MAX_NESTING {
            Err(err(
                off,
                format!("type nesting exceeds the limit of {} levels", MAX_NESTING),
            ))
        } else {
            Ok(())
        }
    }

    /// `'(' N ')'` after the `addrspace` keyword.
    fn parse_addrspace_parens(&mut self) -> PResult<u32> {
        self.expect_punct(b'(', "expected '(' after 'addrspace'")?;
        let (tok, off) = self.peek()?;
        let Tok::Int(digits) = tok else {
            return Err(err(
                off,
                format!("expected address space number, found {}", tok.describe()),
            ));
        };
        let a = match parse_u64(digits) {
            Some(a) if a <= MAX_ADDR_SPACE as u64 => a as u32,
            _ => return Err(err(off, "invalid address space, must be a 24-bit integer")),
        };
        self.bump();
        self.expect_punct(b')', "expected ')' after address space")?;
        Ok(a)
    }

    /// Element count of an array/vector; returns it with its offset.
    fn parse_count(&mut self, what: &str) -> PResult<(u64, usize)> {
        let (tok, off) = self.peek()?;
        let Tok::Int(digits) = tok else {
            return Err(err(
                off,
                format!("expected {}, found {}", what, tok.describe()),
            ));
        };
        let n = parse_u64(digits).ok_or_else(|| err(off, "element count too large"))?;
        self.bump();
        Ok((n, off))
    }

    // -----------------------------------------------------------------------
    // Grammar
    //
    //   type   ::= base suffix*
    //   base   ::= keyword | iN | 'ptr' ('addrspace' '(' N ')')? | %name
    //            | '[' N 'x' type ']' | '<' ('vscale' 'x')? N 'x' type '>'
    //            | '{' types? '}' | '<' '{' types? '}' '>'
    //   suffix ::= '*' | 'addrspace' '(' N ')' '*' | '(' params ')'
    //
    // The parser is iterative with an explicit stack of unfinished
    // composites rather than recursive descent. A recursive version needed
    // several KiB of native stack per nesting level in debug builds, so even
    // the capped depth could overflow a 2 MiB thread stack, and llmir calls
    // this from inside its own recursive MLIR parser. With an explicit
    // stack, native stack use is constant and only the heap grows (bounded
    // by MAX_NESTING frames).

    fn parse(&mut self) -> PResult<IrType> {
        let mut stack: Vec<Frame> = Vec::new();
        'need_type: loop {
            // State 1: a type must start here.
            let (tok, start) = self.peek()?;
            Self::check_height(stack.len(), start)?;
            let mut done: Done = match tok {
                Tok::Word("ptr") => {
                    self.bump();
                    let mut addr_space = 0;
                    if self.peek()?.0 == Tok::Word("addrspace") {
                        self.bump();
                        addr_space = self.parse_addrspace_parens()?;
                    }
                    Done {
                        ty: IrType::Ptr {
                            pointee: None,
                            addr_space,
                        },
                        h: 0,
                        start,
                    }
                }
                Tok::Word("opaque") => {
                    return Err(err(
                        start,
                        "'opaque' is only valid in a named type definition, not inside a type",
                    ));
                }
                Tok::Word(w) => match primitive_keyword(w) {
                    Some(Ok(ty)) => {
                        self.bump();
                        Done { ty, h: 0, start }
                    }
                    Some(Err(m)) => return Err(err(start, m)),
                    None => return Err(err(start, format!("unknown type '{}'", w))),
                },
                Tok::Local(name) => {
                    // Unreachable in practice (the lexer rejects empty names)
                    // but cheap to keep as a guarantee for `Named`.
                    if name.is_empty() {
                        return Err(err(start, "empty type name"));
                    }
                    self.bump();
                    Done {
                        ty: IrType::Named(name),
                        h: 0,
                        start,
                    }
                }
                Tok::Punct(b'[') => {
                    self.bump();
                    let (len, _) = self.parse_count("integer element count after '['")?;
                    self.expect_x("expected 'x' after array element count")?;
                    stack.push(Frame::Array { start, len });
                    continue 'need_type;
                }
                Tok::Punct(b'{') => {
                    self.bump();
                    match self.open_struct(start, false, &mut stack)? {
                        Some(d) => d,
                        None => continue 'need_type,
                    }
                }
                Tok::Punct(b'<') => {
                    self.bump();
                    let (tok, off) = self.peek()?;
                    match tok {
                        Tok::Punct(b'{') => {
                            self.bump();
                            match self.open_struct(start, true, &mut stack)? {
                                Some(d) => d,
                                None => continue 'need_type,
                            }
                        }
                        Tok::Word("vscale") => {
                            self.bump();
                            self.expect_x("expected 'x' after 'vscale'")?;
                            self.open_vector(start, true, &mut stack)?;
                            continue 'need_type;
                        }
                        Tok::Int(_) => {
                            self.open_vector(start, false, &mut stack)?;
                            continue 'need_type;
                        }
                        other => {
                            return Err(err(
                                off,
                                format!(
                                    "expected vector length, 'vscale' or '{{' after '<', found {}",
                                    other.describe()
                                ),
                            ));
                        }
                    }
                }
                other => {
                    return Err(err(
                        start,
                        format!("expected type, found {}", other.describe()),
                    ));
                }
            };

            // State 2: `done` is a complete base; apply suffixes, then hand it
            // to the innermost unfinished composite (which may complete too).
            loop {
                if let Some(params_frame) = self.apply_suffixes(&mut done)? {
                    stack.push(params_frame);
                    continue 'need_type;
                }
                let Done {
                    ty,
                    h,
                    start: child_start,
                } = done;
                let Some(frame) = stack.pop() else {
                    return Ok(ty);
                };
                done = match frame {
                    Frame::Array { start, len } => {
                        if !valid_array_elem(&ty) {
                            return Err(err(child_start, "invalid array element type"));
                        }
                        self.expect_punct(b']', "expected ']' after array element type")?;
                        Done {
                            ty: IrType::Array {
                                len,
                                elem: Box::new(ty),
                            },
                            h: h + 1,
                            start,
                        }
                    }
                    Frame::Vector {
                        start,
                        scalable,
                        len,
                    } => {
                        if !valid_vector_elem(&ty) {
                            return Err(err(
                                child_start,
                                "invalid vector element type (must be integer, floating-point or pointer)",
                            ));
                        }
                        self.expect_punct(b'>', "expected '>' after vector element type")?;
                        let ty = IrType::Vector {
                            scalable,
                            len,
                            elem: Box::new(ty),
                        };
                        Done {
                            ty,
                            h: h + 1,
                            start,
                        }
                    }
                    Frame::Struct {
                        start,
                        packed,
                        mut fields,
                        h: fh,
                    } => {
                        if !valid_struct_elem(&ty) {
                            return Err(err(child_start, "invalid element type for struct"));
                        }
                        fields.push(ty);
                        let fh = fh.max(h);
                        let (tok, off) = self.peek()?;
                        match tok {
                            Tok::Punct(b',') => {
                                self.bump();
                                stack.push(Frame::Struct {
                                    start,
                                    packed,
                                    fields,
                                    h: fh,
                                });
                                continue 'need_type;
                            }
                            Tok::Punct(b'}') => {
                                self.bump();
                                self.close_struct(packed, fields, fh, start)?
                            }
                            other => {
                                return Err(err(
                                    off,
                                    format!(
                                        "expected ',' or '}}' after struct field type, found {}",
                                        other.describe()
                                    ),
                                ));
                            }
                        }
                    }
                    Frame::Params {
                        start,
                        ret,
                        mut params,
                        h: ph,
                    } => {
                        match ty {
                            IrType::Void => {
                                return Err(err(child_start, "argument can not have void type"));
                            }
                            IrType::Func { .. } => {
                                return Err(err(
                                    child_start,
                                    "invalid type for function argument (use a pointer to function)",
                                ));
                            }
                            _ => {}
                        }
                        params.push(ty);
                        let ph = ph.max(h);
                        let (tok, off) = self.peek()?;
                        match tok {
                            Tok::Punct(b',') => {
                                self.bump();
                                if self.peek()?.0 == Tok::Ellipsis {
                                    self.bump();
                                    self.expect_punct(
                                        b')',
                                        "expected ')' after '...' in function type",
                                    )?;
                                    let ty = IrType::Func {
                                        ret,
                                        params,
                                        vararg: true,
                                    };
                                    Done {
                                        ty,
                                        h: ph + 1,
                                        start,
                                    }
                                } else {
                                    stack.push(Frame::Params {
                                        start,
                                        ret,
                                        params,
                                        h: ph,
                                    });
                                    continue 'need_type;
                                }
                            }
                            Tok::Punct(b')') => {
                                self.bump();
                                let ty = IrType::Func {
                                    ret,
                                    params,
                                    vararg: false,
                                };
                                Done {
                                    ty,
                                    h: ph + 1,
                                    start,
                                }
                            }
                            // Specific LLVM diagnostics for things that are
                            // legal in a function declaration but not in a
                            // function type.
                            Tok::Word(_) => {
                                return Err(err(
                                    off,
                                    "argument attributes invalid in function type",
                                ));
                            }
                            Tok::Local(_) => {
                                return Err(err(off, "argument name invalid in function type"));
                            }
                            other => {
                                return Err(err(
                                    off,
                                    format!(
                                        "expected ',' or ')' after function parameter type, found {}",
                                        other.describe()
                                    ),
                                ));
                            }
                        }
                    }
                };
                // Completing a composite adds a level; the depth check at the
                // start of each child does not cover heights built by suffixes.
                Self::check_height(done.h, done.start)?;
            }
        }
    }

    /// After `{` (and `<{`): either completes an empty struct or pushes a
    /// frame that waits for the first field.
    fn open_struct(
        &mut self,
        start: usize,
        packed: bool,
        stack: &mut Vec<Frame>,
    ) -> PResult<Option<Done>> {
        if self.peek()?.0 == Tok::Punct(b'}') {
            self.bump();
            return Ok(Some(self.close_struct(packed, Vec::new(), 0, start)?));
        }
        stack.push(Frame::Struct {
            start,
            packed,
            fields: Vec::new(),
            h: 0,
        });
        Ok(None)
    }

    /// After the `}` of a struct: the `>` of a packed struct, then the value.
    fn close_struct(
        &mut self,
        packed: bool,
        fields: Vec<IrType>,
        h: usize,
        start: usize,
    ) -> PResult<Done> {
        if packed {
            self.expect_punct(b'>', "expected '>' after '}' of packed struct")?;
        }
        Ok(Done {
            ty: IrType::Struct { packed, fields },
            h: h + 1,
            start,
        })
    }

    /// At the length of a vector (after `<` or `<vscale x`): `N x`, then a
    /// frame waiting for the element type.
    fn open_vector(&mut self, start: usize, scalable: bool, stack: &mut Vec<Frame>) -> PResult<()> {
        let (len, len_off) = self.parse_count("vector length")?;
        if len == 0 {
            return Err(err(len_off, "zero element vector is illegal"));
        }
        if len > u32::MAX as u64 {
            return Err(err(
                len_off,
                "vector length too large (must fit in 32 bits)",
            ));
        }
        self.expect_x("expected 'x' after vector length")?;
        stack.push(Frame::Vector {
            start,
            scalable,
            len,
        });
        Ok(())
    }

    /// Applies `*`, `addrspace(N)*` and complete parameter lists to `d` in
    /// place. Returns a `Params` frame when a non-empty parameter list needs
    /// its first parameter type parsed.
    fn apply_suffixes(&mut self, d: &mut Done) -> PResult<Option<Frame>> {
        loop {
            let (tok, off) = self.peek()?;
            match tok {
                Tok::Punct(b'*') => {
                    if d.ty.is_opaque_ptr() {
                        return Err(err(off, "'ptr*' is invalid; use 'ptr' instead"));
                    }
                    if let Some(m) = pointee_error(&d.ty) {
                        return Err(err(d.start, m));
                    }
                    self.bump();
                    wrap_ptr(d, 0);
                }
                Tok::Word("addrspace") => {
                    if d.ty.is_opaque_ptr() {
                        return Err(err(
                            off,
                            "'ptr' already has its address space; typed pointer syntax 'T addrspace(N)*' needs a non-pointer 'T'",
                        ));
                    }
                    if let Some(m) = pointee_error(&d.ty) {
                        return Err(err(d.start, m));
                    }
                    self.bump();
                    let a = self.parse_addrspace_parens()?;
                    self.expect_punct(b'*', "expected '*' after address space")?;
                    wrap_ptr(d, a);
                }
                Tok::Punct(b'(') => {
                    if !valid_return(&d.ty) {
                        return Err(err(d.start, "invalid function return type"));
                    }
                    self.bump();
                    let (tok, _) = self.peek()?;
                    let vararg = match tok {
                        Tok::Punct(b')') => false,
                        Tok::Ellipsis => {
                            self.bump();
                            let msg = "expected ')' after '...' in function type";
                            let (tok, off) = self.peek()?;
                            if tok != Tok::Punct(b')') {
                                return Err(err(off, format!("{}, found {}", msg, tok.describe())));
                            }
                            true
                        }
                        _ => {
                            let ret = Box::new(std::mem::replace(&mut d.ty, IrType::Void));
                            return Ok(Some(Frame::Params {
                                start: d.start,
                                ret,
                                params: Vec::new(),
                                h: d.h,
                            }));
                        }
                    };
                    self.bump(); // ')'
                    let ret = Box::new(std::mem::replace(&mut d.ty, IrType::Void));
                    d.ty = IrType::Func {
                        ret,
                        params: Vec::new(),
                        vararg,
                    };
                    d.h += 1;
                }
                _ => return Ok(None),
            }
            Self::check_height(d.h, off)?;
        }
    }
}

/// A completed type awaiting suffixes / its parent: the type, its tree
/// height, and its start offset (for diagnostics about it).
struct Done {
    ty: IrType,
    h: usize,
    start: usize,
}

/// An unfinished composite type, waiting for its next element type. `start`
/// is the offset of the composite's first token; `h` is the max height of
/// the elements seen so far (for `Params`, including the return type).
enum Frame {
    Array {
        start: usize,
        len: u64,
    },
    Vector {
        start: usize,
        scalable: bool,
        len: u64,
    },
    Struct {
        start: usize,
        packed: bool,
        fields: Vec<IrType>,
        h: usize,
    },
    Params {
        start: usize,
        ret: Box<IrType>,
        params: Vec<IrType>,
        h: usize,
    },
}

fn wrap_ptr(d: &mut Done, addr_space: u32) {
    let pointee = std::mem::replace(&mut d.ty, IrType::Void);
    d.ty = IrType::Ptr {
        pointee: Some(Box::new(pointee)),
        addr_space,
    };
    d.h += 1;
}

/// Undoes LLVM's name escaping: `\\` -> `\`, `\XX` (two hex digits) -> byte,
/// any other backslash is literal.
fn unescape_name(raw: &[u8]) -> Result<String, String> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'\\' {
            if raw.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if let (Some(h), Some(l)) = (
                raw.get(i + 1).and_then(|c| (*c as char).to_digit(16)),
                raw.get(i + 2).and_then(|c| (*c as char).to_digit(16)),
            ) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(raw[i]);
        i += 1;
    }
    if out.is_empty() {
        return Err("empty type name".to_string());
    }
    if out.contains(&0) {
        return Err("null bytes are not allowed in type names".to_string());
    }
    String::from_utf8(out).map_err(|_| "quoted type name is not valid UTF-8".to_string())
}

// ---------------------------------------------------------------------------
// Printing (LLVM syntax). Used for diagnostics ("legacy type `...` has no
// modern equivalent") and for round-trip testing of the parser.

impl fmt::Display for IrType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrType::Void => f.write_str("void"),
            IrType::Label => f.write_str("label"),
            IrType::Metadata => f.write_str("metadata"),
            IrType::Token => f.write_str("token"),
            IrType::X86Mmx => f.write_str("x86_mmx"),
            IrType::X86Amx => f.write_str("x86_amx"),
            IrType::Int(n) => write!(f, "i{}", n),
            IrType::Half => f.write_str("half"),
            IrType::BFloat => f.write_str("bfloat"),
            IrType::Float => f.write_str("float"),
            IrType::Double => f.write_str("double"),
            IrType::X86Fp80 => f.write_str("x86_fp80"),
            IrType::Fp128 => f.write_str("fp128"),
            IrType::PpcFp128 => f.write_str("ppc_fp128"),
            IrType::Ptr {
                pointee: None,
                addr_space: 0,
            } => f.write_str("ptr"),
            IrType::Ptr {
                pointee: None,
                addr_space,
            } => write!(f, "ptr addrspace({})", addr_space),
            IrType::Ptr {
                pointee: Some(p),
                addr_space: 0,
            } => write!(f, "{}*", p),
            IrType::Ptr {
                pointee: Some(p),
                addr_space,
            } => {
                write!(f, "{} addrspace({})*", p, addr_space)
            }
            IrType::Array { len, elem } => write!(f, "[{} x {}]", len, elem),
            IrType::Vector {
                scalable,
                len,
                elem,
            } => {
                let v = if *scalable { "vscale x " } else { "" };
                write!(f, "<{}{} x {}>", v, len, elem)
            }
            IrType::Struct { packed, fields } => {
                let (open, close) = if *packed { ("<{", "}>") } else { ("{", "}") };
                if fields.is_empty() {
                    return write!(f, "{}{}", open, close);
                }
                write!(f, "{} ", open)?;
                for (i, t) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", t)?;
                }
                write!(f, " {}", close)
            }
            IrType::Named(name) => write_name(f, name),
            IrType::Func {
                ret,
                params,
                vararg,
            } => {
                write!(f, "{} (", ret)?;
                for (i, t) in params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", t)?;
                }
                if *vararg {
                    f.write_str(if params.is_empty() { "..." } else { ", ..." })?;
                }
                f.write_str(")")
            }
        }
    }
}

/// `%name` bare when LLVM would lex it back unquoted, otherwise quoted with
/// `"`, `\` and control characters hex-escaped.
fn write_name(f: &mut fmt::Formatter<'_>, name: &str) -> fmt::Result {
    let b = name.as_bytes();
    let bare_ident = !b.is_empty() && !b[0].is_ascii_digit() && b.iter().all(|&c| is_name_char(c));
    let numeric = !b.is_empty() && b.iter().all(u8::is_ascii_digit);
    if bare_ident || numeric {
        return write!(f, "%{}", name);
    }
    f.write_str("%\"")?;
    for ch in name.chars() {
        match ch {
            '"' | '\\' => write!(f, "\\{:02X}", ch as u32)?,
            c if (c as u32) < 0x20 || c == '\x7f' => write!(f, "\\{:02X}", c as u32)?,
            c => write!(f, "{}", c)?,
        }
    }
    f.write_str("\"")
}

// ---------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;
    use IrType::*;

    fn p(s: &str) -> IrType {
        match parse_ir_type(s) {
            Ok(t) => t,
            Err(e) => panic!("failed to parse {:?}: {}", s, e),
        }
    }

    fn e(s: &str) -> LegacyTypeError {
        match parse_ir_type(s) {
            Ok(t) => panic!("expected error for {:?}, got {:?}", s, t),
            Err(e) => e,
        }
    }

    /// Asserts an error at `offset` whose message contains `needle`.
    fn check_err(s: &str, offset: usize, needle: &str) {
        let got = e(s);
        assert_eq!(got.offset, offset, "offset for {:?}: {}", s, got.message);
        assert!(
            got.message.contains(needle),
            "message for {:?} was {:?}, expected to contain {:?}",
            s,
            got.message,
            needle
        );
    }

    fn ptr(t: IrType) -> IrType {
        Ptr {
            pointee: Some(Box::new(t)),
            addr_space: 0,
        }
    }

    // -- primitives ---------------------------------------------------------

    #[test]
    fn primitives() {
        let cases = [
            ("void", Void),
            ("label", Label),
            ("metadata", Metadata),
            ("token", Token),
            ("x86_mmx", X86Mmx),
            ("x86_amx", X86Amx),
            ("half", Half),
            ("bfloat", BFloat),
            ("float", Float),
            ("double", Double),
            ("x86_fp80", X86Fp80),
            ("fp128", Fp128),
            ("ppc_fp128", PpcFp128),
            ("i1", Int(1)),
            ("i8", Int(8)),
            ("i32", Int(32)),
            ("i128", Int(128)),
            ("i8388608", Int(MAX_INT_WIDTH)),
        ];
        for (s, t) in cases {
            assert_eq!(p(s), t, "{}", s);
            assert_eq!(p(&format!("  {}\n\t", s)), t, "{} with whitespace", s);
        }
    }

    #[test]
    fn int_width_limits() {
        check_err("i0", 0, "integer width must be between 1 and 8388608");
        check_err("i8388609", 0, "integer width");
        check_err("i99999999999999999999999", 0, "integer width");
        check_err("[2 x i0]", 5, "integer width");
    }

    #[test]
    fn unknown_words() {
        check_err("int", 0, "unknown type 'int'");
        check_err("i", 0, "unknown type 'i'");
        check_err("i32x", 0, "unknown type 'i32x'");
        check_err("f32", 0, "unknown type 'f32'");
        check_err("opaque", 0, "'opaque' is only valid");
    }

    #[test]
    fn legacy_keywords() {
        assert_eq!(legacy_keyword("i32"), Some(Int(32)));
        assert_eq!(legacy_keyword("i1"), Some(Int(1)));
        assert_eq!(legacy_keyword("float"), Some(Float));
        assert_eq!(legacy_keyword("void"), Some(Void));
        assert_eq!(legacy_keyword("half"), Some(Half));
        assert_eq!(legacy_keyword("double"), Some(Double));
        assert_eq!(legacy_keyword("fp128"), Some(Fp128));
        assert_eq!(legacy_keyword("x86_fp80"), Some(X86Fp80));
        assert_eq!(legacy_keyword("ppc_fp128"), Some(PpcFp128));
        assert_eq!(legacy_keyword("label"), Some(Label));
        assert_eq!(legacy_keyword("metadata"), Some(Metadata));
        assert_eq!(legacy_keyword("x86_mmx"), Some(X86Mmx));
        assert_eq!(legacy_keyword("token"), Some(Token));
        assert_eq!(legacy_keyword("bfloat"), Some(BFloat));
        for s in [
            "", "i", "i0", "i8388609", "i-1", "i 32", " i32", "I32", "ptr", "struct", "array",
            "vec", "func", "f32", "i32*", "float4", "i32 ",
        ] {
            assert_eq!(legacy_keyword(s), None, "{:?}", s);
        }
    }

    // -- pointers -----------------------------------------------------------

    #[test]
    fn typed_pointers() {
        assert_eq!(p("i8*"), ptr(Int(8)));
        assert_eq!(p("i8**"), ptr(ptr(Int(8))));
        assert_eq!(p("i8 * * *"), ptr(ptr(ptr(Int(8)))));
        assert_eq!(p("float*"), ptr(Float));
        assert_eq!(
            p("i8 addrspace(1)*"),
            Ptr {
                pointee: Some(Box::new(Int(8))),
                addr_space: 1
            }
        );
        assert_eq!(
            p("i8 addrspace ( 3 ) * *"),
            ptr(Ptr {
                pointee: Some(Box::new(Int(8))),
                addr_space: 3
            })
        );
        assert_eq!(
            p("i32* addrspace(5)*"),
            Ptr {
                pointee: Some(Box::new(ptr(Int(32)))),
                addr_space: 5
            }
        );
        assert_eq!(p("%struct.foo*"), ptr(Named("struct.foo".into())));
        assert_eq!(
            p("{ i32 }*"),
            ptr(Struct {
                packed: false,
                fields: vec![Int(32)]
            })
        );
        assert_eq!(
            p("[4 x i8]*"),
            ptr(Array {
                len: 4,
                elem: Box::new(Int(8))
            })
        );
    }

    #[test]
    fn opaque_pointers() {
        assert_eq!(
            p("ptr"),
            Ptr {
                pointee: None,
                addr_space: 0
            }
        );
        assert_eq!(
            p("ptr addrspace(3)"),
            Ptr {
                pointee: None,
                addr_space: 3
            }
        );
        assert_eq!(
            p("ptr addrspace(0)"),
            Ptr {
                pointee: None,
                addr_space: 0
            }
        );
        assert_eq!(
            p("ptr addrspace(16777215)"),
            Ptr {
                pointee: None,
                addr_space: MAX_ADDR_SPACE
            }
        );
        check_err("ptr*", 3, "'ptr*' is invalid");
        check_err("ptr addrspace(1)*", 16, "'ptr*' is invalid");
        check_err(
            "ptr addrspace(1) addrspace(2)*",
            17,
            "already has its address space",
        );
    }

    #[test]
    fn pointer_errors() {
        check_err("void*", 0, "pointers to void are invalid");
        check_err("{ void* }", 2, "pointers to void are invalid");
        check_err("label*", 0, "basic block pointers are invalid");
        check_err("metadata*", 0, "pointer to this type is invalid");
        check_err("token addrspace(1)*", 0, "pointer to this type is invalid");
        check_err("i8 addrspace(16777216)*", 13, "24-bit");
        check_err("i8 addrspace(99999999999999999999999)*", 13, "24-bit");
        check_err("i8 addrspace 1*", 13, "expected '(' after 'addrspace'");
        check_err("i8 addrspace(x)*", 13, "expected address space number");
        check_err("i8 addrspace(1*", 14, "expected ')' after address space");
        check_err("i8 addrspace(1)", 15, "expected '*' after address space");
        check_err(
            "i8 addrspace(1) i8",
            16,
            "expected '*' after address space, found 'i8'",
        );
    }

    // -- arrays -------------------------------------------------------------

    #[test]
    fn arrays() {
        assert_eq!(
            p("[10 x i32]"),
            Array {
                len: 10,
                elem: Box::new(Int(32))
            }
        );
        assert_eq!(
            p("[0 x i8]"),
            Array {
                len: 0,
                elem: Box::new(Int(8))
            }
        );
        assert_eq!(
            p("[10x i32]"),
            Array {
                len: 10,
                elem: Box::new(Int(32))
            }
        );
        assert_eq!(
            p("[ 2 x [ 3 x float ] ]"),
            Array {
                len: 2,
                elem: Box::new(Array {
                    len: 3,
                    elem: Box::new(Float)
                })
            }
        );
        assert_eq!(
            p("[18446744073709551615 x i8]"),
            Array {
                len: u64::MAX,
                elem: Box::new(Int(8))
            }
        );
        assert_eq!(
            p("[4 x <2 x float>]"),
            Array {
                len: 4,
                elem: Box::new(Vector {
                    scalable: false,
                    len: 2,
                    elem: Box::new(Float)
                })
            }
        );
    }

    #[test]
    fn array_errors() {
        check_err("[10 x i32", 9, "expected ']' after array element type");
        check_err(
            "[10 x i32>",
            9,
            "expected ']' after array element type, found '>'",
        );
        check_err("[x i32]", 1, "expected integer element count after '['");
        check_err("[10 i32]", 4, "expected 'x' after array element count");
        check_err(
            "[10xi32]",
            3,
            "expected 'x' after array element count, found 'xi32'",
        );
        check_err("[18446744073709551616 x i8]", 1, "element count too large");
        check_err("[2 x void]", 5, "invalid array element type");
        check_err("[2 x label]", 5, "invalid array element type");
        check_err("[2 x i32 (i32)]", 5, "invalid array element type");
        check_err("[2 x <vscale x 4 x i32>]", 5, "invalid array element type");
        check_err("[2 x ]", 5, "expected type, found ']'");
        check_err(
            "[",
            1,
            "expected integer element count after '[', found end of input",
        );
    }

    // -- vectors ------------------------------------------------------------

    #[test]
    fn vectors() {
        assert_eq!(
            p("<4 x float>"),
            Vector {
                scalable: false,
                len: 4,
                elem: Box::new(Float)
            }
        );
        assert_eq!(
            p("< vscale x 4 x i32 >"),
            Vector {
                scalable: true,
                len: 4,
                elem: Box::new(Int(32))
            }
        );
        assert_eq!(
            p("<2 x i8*>"),
            Vector {
                scalable: false,
                len: 2,
                elem: Box::new(ptr(Int(8)))
            }
        );
        assert_eq!(
            p("<2 x ptr addrspace(1)>"),
            Vector {
                scalable: false,
                len: 2,
                elem: Box::new(Ptr {
                    pointee: None,
                    addr_space: 1
                })
            }
        );
        assert_eq!(
            p("<8 x x86_fp80>"),
            Vector {
                scalable: false,
                len: 8,
                elem: Box::new(X86Fp80)
            }
        );
        assert_eq!(
            p("<4294967295 x i1>"),
            Vector {
                scalable: false,
                len: u32::MAX as u64,
                elem: Box::new(Int(1))
            }
        );
    }

    #[test]
    fn vector_errors() {
        check_err("<4 x float", 10, "expected '>' after vector element type");
        check_err(
            "<4 x float]",
            10,
            "expected '>' after vector element type, found ']'",
        );
        check_err("<0 x i32>", 1, "zero element vector is illegal");
        check_err("<vscale x 0 x i32>", 10, "zero element vector is illegal");
        check_err("<4294967296 x i1>", 1, "vector length too large");
        check_err("<4 float>", 3, "expected 'x' after vector length");
        check_err("<vscale 4 x i32>", 8, "expected 'x' after 'vscale'");
        check_err("<x float>", 1, "expected vector length, 'vscale' or '{'");
        check_err("<4 x { i32 }>", 5, "invalid vector element type");
        check_err("<4 x [2 x i32]>", 5, "invalid vector element type");
        check_err("<4 x <4 x i32>>", 5, "invalid vector element type");
        check_err("<4 x %T>", 5, "invalid vector element type");
        check_err("<4 x x86_mmx>", 5, "invalid vector element type");
        check_err("<4 x void>", 5, "invalid vector element type");
    }

    // -- structs ------------------------------------------------------------

    #[test]
    fn structs() {
        assert_eq!(
            p("{}"),
            Struct {
                packed: false,
                fields: vec![]
            }
        );
        assert_eq!(
            p("{ }"),
            Struct {
                packed: false,
                fields: vec![]
            }
        );
        assert_eq!(
            p("<{}>"),
            Struct {
                packed: true,
                fields: vec![]
            }
        );
        assert_eq!(
            p("< { } >"),
            Struct {
                packed: true,
                fields: vec![]
            }
        );
        assert_eq!(
            p("{ i32, float }"),
            Struct {
                packed: false,
                fields: vec![Int(32), Float]
            }
        );
        assert_eq!(
            p("{i32,float}"),
            Struct {
                packed: false,
                fields: vec![Int(32), Float]
            }
        );
        assert_eq!(
            p("<{ i8 }>"),
            Struct {
                packed: true,
                fields: vec![Int(8)]
            }
        );
        assert_eq!(
            p("{ i32, float* }"),
            Struct {
                packed: false,
                fields: vec![Int(32), ptr(Float)]
            }
        );
        assert_eq!(
            p("{i32, {i1, i8, i16}}"),
            Struct {
                packed: false,
                fields: vec![
                    Int(32),
                    Struct {
                        packed: false,
                        fields: vec![Int(1), Int(8), Int(16)]
                    }
                ]
            }
        );
        // Memref descriptor, the most common legacy struct.
        assert_eq!(
            p("{ float*, float*, i64, [2 x i64], [2 x i64] }"),
            Struct {
                packed: false,
                fields: vec![
                    ptr(Float),
                    ptr(Float),
                    Int(64),
                    Array {
                        len: 2,
                        elem: Box::new(Int(64))
                    },
                    Array {
                        len: 2,
                        elem: Box::new(Int(64))
                    },
                ]
            }
        );
    }

    #[test]
    fn struct_errors() {
        // The example from the 2019 dialect doc is missing a brace.
        check_err(
            "{i32, {i1, i8, i16}",
            19,
            "expected ',' or '}' after struct field type, found end of input",
        );
        check_err(
            "{ i32 float }",
            6,
            "expected ',' or '}' after struct field type, found 'float'",
        );
        check_err("{ i32, }", 7, "expected type, found '}'");
        check_err("{ , }", 2, "expected type, found ','");
        check_err("<{ i8 }", 7, "expected '>' after '}' of packed struct");
        check_err(
            "<{ i8 }]",
            7,
            "expected '>' after '}' of packed struct, found ']'",
        );
        check_err("{ void }", 2, "invalid element type for struct");
        check_err("{ i32, label }", 7, "invalid element type for struct");
        check_err("{ metadata }", 2, "invalid element type for struct");
        check_err("{ void () }", 2, "invalid element type for struct");
        // Scalable vectors in structs are tolerated (see valid_struct_elem).
        assert!(parse_ir_type("{ <vscale x 2 x i64>, <vscale x 2 x i64> }").is_ok());
    }

    // -- named types --------------------------------------------------------

    #[test]
    fn named() {
        assert_eq!(p("%struct.foo"), Named("struct.foo".into()));
        assert_eq!(p("%0"), Named("0".into()));
        assert_eq!(p("%42*"), ptr(Named("42".into())));
        assert_eq!(p("%a-b$c_d.e9"), Named("a-b$c_d.e9".into()));
        assert_eq!(p("%\"quoted name\""), Named("quoted name".into()));
        assert_eq!(
            p("%\"class.std::vector<int>\"*"),
            ptr(Named("class.std::vector<int>".into()))
        );
        assert_eq!(p(r#"%"a\22b\\c\q""#), Named(r#"a"b\c\q"#.into()));
        assert_eq!(p("%\"caf\u{e9}\""), Named("caf\u{e9}".into()));
        assert_eq!(p(r#"%"\C3\A9""#), Named("\u{e9}".into()));
    }

    #[test]
    fn named_errors() {
        check_err("%", 0, "expected type name after '%'");
        check_err("% foo", 0, "expected type name after '%'");
        check_err("%\"abc", 0, "unterminated quoted type name");
        check_err("%\"\"", 0, "empty type name");
        check_err(r#"%"a\00b""#, 0, "null bytes");
        check_err(r#"%"\FF""#, 0, "not valid UTF-8");
        check_err("%12abc", 3, "unexpected 'abc' after type");
        check_err("{ i8, %\"x }", 6, "unterminated quoted type name");
    }

    // -- functions ----------------------------------------------------------

    #[test]
    fn functions() {
        assert_eq!(
            p("void ()"),
            Func {
                ret: Box::new(Void),
                params: vec![],
                vararg: false
            }
        );
        assert_eq!(
            p("void()"),
            Func {
                ret: Box::new(Void),
                params: vec![],
                vararg: false
            }
        );
        assert_eq!(
            p("void (i32, ...)"),
            Func {
                ret: Box::new(Void),
                params: vec![Int(32)],
                vararg: true
            }
        );
        assert_eq!(
            p("i32 (...)"),
            Func {
                ret: Box::new(Int(32)),
                params: vec![],
                vararg: true
            }
        );
        assert_eq!(
            p("i64 (i64)"),
            Func {
                ret: Box::new(Int(64)),
                params: vec![Int(64)],
                vararg: false
            }
        );
        assert_eq!(
            p("i8* (i8*, i32)"),
            Func {
                ret: Box::new(ptr(Int(8))),
                params: vec![ptr(Int(8)), Int(32)],
                vararg: false
            }
        );
        // Pointer to function, and function pointers as params/results.
        assert_eq!(
            p("void (i32)*"),
            ptr(Func {
                ret: Box::new(Void),
                params: vec![Int(32)],
                vararg: false
            })
        );
        assert_eq!(
            p("void()*"),
            ptr(Func {
                ret: Box::new(Void),
                params: vec![],
                vararg: false
            })
        );
        let fp = ptr(Func {
            ret: Box::new(Void),
            params: vec![],
            vararg: false,
        });
        assert_eq!(
            p("void ()* (void ()*)"),
            Func {
                ret: Box::new(fp.clone()),
                params: vec![fp.clone()],
                vararg: false
            }
        );
        assert_eq!(
            p("void (i32) addrspace(1)*"),
            Ptr {
                pointee: Some(Box::new(Func {
                    ret: Box::new(Void),
                    params: vec![Int(32)],
                    vararg: false
                })),
                addr_space: 1
            }
        );
        // Metadata, label and token are legal parameter types in LLVM.
        assert_eq!(
            p("void (metadata, label, token)"),
            Func {
                ret: Box::new(Void),
                params: vec![Metadata, Label, Token],
                vararg: false
            }
        );
        assert_eq!(
            p("{ i32, i1 } (i32, i32)"),
            Func {
                ret: Box::new(Struct {
                    packed: false,
                    fields: vec![Int(32), Int(1)]
                }),
                params: vec![Int(32), Int(32)],
                vararg: false
            }
        );
    }

    #[test]
    fn function_errors() {
        check_err(
            "void (i32",
            9,
            "expected ',' or ')' after function parameter type",
        );
        check_err(
            "void (i32]",
            9,
            "expected ',' or ')' after function parameter type, found ']'",
        );
        check_err("void (i32, ..., i8)", 14, "expected ')' after '...'");
        check_err("void (void)", 6, "argument can not have void type");
        check_err("void (i32, void)", 11, "argument can not have void type");
        check_err("void (void ())", 6, "invalid type for function argument");
        check_err(
            "void (i8* nocapture)",
            10,
            "argument attributes invalid in function type",
        );
        check_err(
            "void (i32 %x)",
            10,
            "argument name invalid in function type",
        );
        check_err("void () ()", 0, "invalid function return type");
        check_err("label ()", 0, "invalid function return type");
        check_err("metadata (i32)", 0, "invalid function return type");
        check_err("void (i32,)", 10, "expected type, found ')'");
        check_err("void (..)", 6, "unexpected character '.'");
    }

    // -- general ------------------------------------------------------------

    #[test]
    fn trailing_and_empty() {
        check_err("", 0, "expected type, found end of input");
        check_err("   ", 3, "expected type, found end of input");
        check_err("i32 i32", 4, "unexpected 'i32' after type");
        check_err("i32]", 3, "unexpected ']' after type");
        check_err("{} }", 3, "unexpected '}' after type");
        check_err("i32 #", 4, "unexpected character '#'");
        check_err("i32 \u{e9}", 4, "unexpected character '\u{e9}'");
        check_err("\u{e9}", 0, "unexpected character");
        check_err("-1", 0, "unexpected character '-'");
        check_err("i32,", 3, "unexpected ',' after type");
    }

    #[test]
    fn whitespace_tolerance() {
        let a = p("{i32,[2x<4 x i8>],void(i32,...)*}");
        let b = p(" \n{ i32 ,\t[ 2 x < 4 x i8 > ] ,\r\n void ( i32 , ... ) * } \n");
        // `4xi8` lexes as the word `xi8` (as in LLVM), so the compact form fails.
        assert!(parse_ir_type("<4xi8>").is_err());
        assert_eq!(a, b);
        assert_eq!(
            b,
            Struct {
                packed: false,
                fields: vec![
                    Int(32),
                    Array {
                        len: 2,
                        elem: Box::new(Vector {
                            scalable: false,
                            len: 4,
                            elem: Box::new(Int(8))
                        })
                    },
                    ptr(Func {
                        ret: Box::new(Void),
                        params: vec![Int(32)],
                        vararg: true
                    }),
                ]
            }
        );
    }

    #[test]
    fn legacy_doc_examples() {
        // Every string type that appears in the 2019 dialect document.
        for s in [
            "i8*",
            "<4 x float>",
            "{i32, float}",
            "i64 (i64)",
            "void (i64)",
            "float*",
            "i32*",
            "[3 x i8]",
            "void()*",
        ] {
            assert!(parse_ir_type(s).is_ok(), "{}", s);
        }
    }

    #[test]
    fn display_round_trip() {
        let cases = [
            ("i32", "i32"),
            ("ptr addrspace(0)", "ptr"),
            ("ptr addrspace(7)", "ptr addrspace(7)"),
            ("i8 addrspace(0)*", "i8*"),
            ("i8 addrspace(2)**", "i8 addrspace(2)**"),
            ("[2x float]", "[2 x float]"),
            ("<vscale x 4 x i32>", "<vscale x 4 x i32>"),
            ("{i32,float}", "{ i32, float }"),
            ("{}", "{}"),
            ("<{i8}>", "<{ i8 }>"),
            ("<{}>", "<{}>"),
            ("void(i32,...)*", "void (i32, ...)*"),
            ("i32(...)", "i32 (...)"),
            ("%struct.foo", "%struct.foo"),
            ("%0", "%0"),
            ("%\"a b\"", "%\"a b\""),
            (r#"%"q\22\\""#, r#"%"q\22\5C""#),
            ("%\"1a\"", "%\"1a\""),
        ];
        for (src, want) in cases {
            let t = p(src);
            assert_eq!(t.to_string(), want, "printing {:?}", src);
            assert_eq!(p(&t.to_string()), t, "reparsing {:?}", want);
        }
    }

    // -- limits and robustness ----------------------------------------------

    #[test]
    fn nesting_limit() {
        let nested = |n: usize| format!("{}i32{}", "[1 x ".repeat(n), "]".repeat(n));
        assert!(parse_ir_type(&nested(MAX_NESTING)).is_ok());
        let e = parse_ir_type(&nested(MAX_NESTING + 1)).unwrap_err();
        assert!(e.message.contains("nesting"), "{}", e.message);
        assert_eq!(e.offset, 5 * (MAX_NESTING + 1));

        // Far beyond the limit must error, not overflow the stack.
        for open in ["[1 x ", "{", "<{", "<1 x ", "void (", "{ i8, "] {
            let s = open.repeat(200_000);
            let e = parse_ir_type(&s).unwrap_err();
            assert!(e.message.contains("nesting"), "{}: {}", open, e.message);
        }

        // Postfix chains are iterative in the parser but still build deep
        // trees, so they are limited too.
        let stars = |n: usize| format!("i8{}", "*".repeat(n));
        assert!(parse_ir_type(&stars(MAX_NESTING)).is_ok());
        let e = parse_ir_type(&stars(MAX_NESTING + 1)).unwrap_err();
        assert!(e.message.contains("nesting"));
        assert_eq!(e.offset, 2 + MAX_NESTING);
        assert!(parse_ir_type(&stars(1_000_000)).is_err());
        let fns = format!("void{}", "()*".repeat(1_000_000));
        assert!(parse_ir_type(&fns).is_err());

        // Mixed: height counts through structs and function params.
        let mixed = format!("{}i8{}", "{ ".repeat(200), " }".repeat(200)) + &"*".repeat(56);
        assert!(parse_ir_type(&mixed).is_ok());
        assert!(parse_ir_type(&(mixed + "*")).is_err());
    }

    #[test]
    fn max_depth_fits_small_stack() {
        // The parser is iterative: maximally nested input of every composite
        // kind parses on a 128 KiB stack (even in debug builds).
        let shapes = [
            format!(
                "{}i8{}",
                "[1 x ".repeat(MAX_NESTING),
                "]".repeat(MAX_NESTING)
            ),
            format!(
                "{}i8{}",
                "<{ i8, ".repeat(MAX_NESTING),
                "}>".repeat(MAX_NESTING)
            ),
            format!("i8{}", "*".repeat(MAX_NESTING)),
            format!("void (i8){}", "* (i8)".repeat(MAX_NESTING / 2 - 1)),
            format!(
                "{}i8{}",
                "{ i32, [1 x void (".repeat(MAX_NESTING / 4),
                ")*] }".repeat(MAX_NESTING / 4)
            ),
        ];
        for s in shapes.clone() {
            std::thread::Builder::new()
                .stack_size(128 << 10)
                .spawn(move || {
                    let t = parse_ir_type(&s).unwrap();
                    std::mem::forget(t); // drop is recursive; measured below
                })
                .unwrap()
                .join()
                .unwrap();
        }
        // The derived/printing impls recurse, but the height cap keeps them
        // well within 1 MiB (about 2 KiB per level for Display in debug).
        for s in shapes {
            std::thread::Builder::new()
                .stack_size(1 << 20)
                .spawn(move || {
                    let t = parse_ir_type(&s).unwrap();
                    let t2 = t.clone();
                    assert_eq!(parse_ir_type(&t.to_string()).unwrap(), t2);
                    let _ = format!("{:?}", t);
                })
                .unwrap()
                .join()
                .unwrap();
        }
    }

    /// Tiny deterministic PRNG so the fuzz test needs no dependencies.
    struct XorShift(u64);
    impl XorShift {
        fn next(&mut self) -> u64 {
            let mut x = self.0;
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            self.0 = x;
            x
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    /// Invariants that must hold for *any* input: no panic, error offsets
    /// in range and on a char boundary, and successful parses round-trip
    /// through Display.
    fn check_any(s: &str) {
        match parse_ir_type(s) {
            Ok(t) => {
                let printed = t.to_string();
                match parse_ir_type(&printed) {
                    Ok(t2) => assert_eq!(t2, t, "round trip of {:?} via {:?}", s, printed),
                    Err(e) => panic!("printed form {:?} of {:?} failed: {}", printed, s, e),
                }
            }
            Err(e) => {
                assert!(
                    e.offset <= s.len(),
                    "offset {} out of range for {:?}",
                    e.offset,
                    s
                );
                assert!(
                    s.is_char_boundary(e.offset),
                    "offset not on char boundary for {:?}",
                    s
                );
                assert!(!e.message.is_empty());
            }
        }
        let _ = legacy_keyword(s);
    }

    #[test]
    fn fuzz_truncated_and_mutated() {
        let corpus = [
            "{ float*, float*, i64, [2 x i64], [2 x i64] }",
            "void (i32, ...)*",
            "<{ i8, <vscale x 4 x i32>, ptr addrspace(3) }>",
            "%\"class.std::vector<int>\"* (i8 addrspace(1)*, [0 x %struct.foo])",
            "<4 x float>",
            "{i32, {i1, i8, i16}}",
            "[10 x [2 x <2 x i8**>]]",
            "x86_fp80 (ppc_fp128, fp128, half, bfloat, double, x86_mmx, token, metadata, label)",
            "%\"a\\22b\\\\\u{e9}\"",
            "i8388608",
        ];
        let alphabet: Vec<&str> = vec![
            "*",
            "[",
            "]",
            "{",
            "}",
            "<",
            ">",
            "(",
            ")",
            ",",
            "...",
            "..",
            ".",
            "x",
            " ",
            "%",
            "\"",
            "\\",
            "0",
            "9",
            "4294967296",
            "99999999999999999999",
            "i",
            "i0",
            "i32",
            "void",
            "ptr",
            "addrspace",
            "vscale",
            "label",
            "\u{e9}",
            "\u{1F600}",
            "\0",
            "-",
            "#",
            "opaque",
        ];
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
        let mut count = 0usize;
        for src in corpus {
            assert!(parse_ir_type(src).is_ok(), "corpus entry {:?}", src);
            // Every prefix and suffix (at char boundaries).
            for (i, _) in src.char_indices().chain(std::iter::once((src.len(), ' '))) {
                check_any(&src[..i]);
                check_any(&src[i..]);
                count += 2;
            }
            // Random edits: delete, insert, replace, duplicate a span.
            for _ in 0..3000 {
                let mut s: Vec<char> = src.chars().collect();
                for _ in 0..1 + rng.below(4) {
                    let pos = rng.below(s.len() + 1);
                    match rng.below(4) {
                        0 if pos < s.len() => {
                            s.remove(pos);
                        }
                        1 | 0 => {
                            let ins = alphabet[rng.below(alphabet.len())];
                            for (k, c) in ins.chars().enumerate() {
                                s.insert(pos + k, c);
                            }
                        }
                        2 if pos < s.len() => {
                            let ins = alphabet[rng.below(alphabet.len())];
                            s.remove(pos);
                            for (k, c) in ins.chars().enumerate() {
                                s.insert(pos + k, c);
                            }
                        }
                        _ => {
                            let a = rng.below(s.len() + 1);
                            let b = a + rng.below(s.len() - a + 1);
                            let span: Vec<char> = s[a..b].to_vec();
                            let at = rng.below(s.len() + 1);
                            for (k, c) in span.into_iter().enumerate() {
                                s.insert(at + k, c);
                            }
                        }
                    }
                }
                let s: String = s.into_iter().collect();
                check_any(&s);
                count += 1;
            }
        }
        // Random token soup.
        for _ in 0..20000 {
            let n = rng.below(12);
            let s: String = (0..n)
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect();
            check_any(&s);
            count += 1;
        }
        assert!(count > 50_000);
    }
}
