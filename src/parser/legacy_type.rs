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
//!
//! The type tree, its limits and validity rules are in [`super::legacy_ir`].

pub use super::legacy_ir::{IrType, LegacyTypeError, MAX_ADDR_SPACE, MAX_INT_WIDTH, MAX_NESTING};
use super::legacy_ir::{err, is_name_char, pointee_error, valid_array_elem, valid_return, valid_struct_elem, valid_vector_elem};

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

fn is_word_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_word_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
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

#[cfg(test)]
#[path = "legacy_type_tests.rs"]
mod tests;
