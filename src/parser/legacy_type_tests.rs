//! Tests of the legacy LLVM IR type parser.

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
