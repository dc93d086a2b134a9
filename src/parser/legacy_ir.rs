//! LLVM IR types as the legacy (2019-era) MLIR LLVM dialect wrote them in
//! LLVM's own syntax (`!llvm<"i8*">`): the [`IrType`] tree that
//! [`super::legacy_type`] parses, LLVM's structural validity rules, the
//! limits, and LLVM's spelling of a type (for messages).

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

impl IrType {
    pub(super) fn is_fp(&self) -> bool {
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

    pub(super) fn is_scalable_vector(&self) -> bool {
        matches!(self, IrType::Vector { scalable: true, .. })
    }

    pub(super) fn is_opaque_ptr(&self) -> bool {
        matches!(self, IrType::Ptr { pointee: None, .. })
    }
}

pub(super) fn pointee_error(t: &IrType) -> Option<&'static str> {
    match t {
        IrType::Void => Some("pointers to void are invalid; use i8* instead"),
        IrType::Label => Some("basic block pointers are invalid"),
        IrType::Metadata | IrType::Token | IrType::X86Amx => {
            Some("pointer to this type is invalid")
        }
        _ => None,
    }
}

pub(super) fn valid_array_elem(t: &IrType) -> bool {
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

pub(super) fn valid_struct_elem(t: &IrType) -> bool {
    // Scalable vectors are allowed: newer LLVM permits them in (literal)
    // structs returned by intrinsics, and rejecting them buys nothing here.
    !matches!(
        t,
        IrType::Void | IrType::Label | IrType::Metadata | IrType::Token | IrType::Func { .. }
    )
}

pub(super) fn valid_vector_elem(t: &IrType) -> bool {
    matches!(t, IrType::Int(_) | IrType::Ptr { .. }) || t.is_fp()
}

pub(super) fn valid_return(t: &IrType) -> bool {
    !matches!(t, IrType::Label | IrType::Metadata | IrType::Func { .. })
}

// ---------------------------------------------------------------------------
// Lexer

pub(super) fn err(offset: usize, message: impl Into<String>) -> LegacyTypeError {
    LegacyTypeError {
        offset,
        message: message.into(),
    }
}

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

/// Characters of an unquoted LLVM local name (`%struct.foo`, `%a-b$c`).
pub(super) fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}
