//! Type spelling, including the LLVM dialect's `!llvm.` prefix elision
//! inside LLVM types and the recursion guard for identified structs.

use super::state::Printer;
use super::text::escape_into;
use crate::ir::{LlvmType, Signedness, StructBody, Type, TypeKind};

impl Printer<'_> {
    pub fn print_type(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                self.out.push_str(match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                });
                self.push_num(*width as u64);
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(k) => self.out.push_str(k.keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(ts) => {
                self.out.push_str("tuple<");
                self.type_list(ts);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.type_list(inputs);
                self.out.push_str(") -> ");
                self.result_types(results);
            }
            TypeKind::Vector { shape, scalable, elem } => {
                self.out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable.iter()) {
                    if *s {
                        self.out.push('[');
                        self.push_num(*d);
                        self.out.push(']');
                    } else {
                        self.push_num(*d);
                    }
                    self.out.push('x');
                }
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::RankedTensor { shape, elem, encoding } => {
                self.out.push_str("tensor<");
                self.shape(shape);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attr(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::MemRef { shape, elem, layout, memory_space } => {
                self.out.push_str("memref<");
                self.shape(shape);
                self.print_type(*elem);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attr(*l);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr_elide_i64(*m);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.print_type(*elem);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr_elide_i64(*m);
                }
                self.out.push('>');
            }
            TypeKind::Llvm(_) => {
                self.out.push_str("!llvm.");
                self.llvm_type(t);
            }
            TypeKind::Opaque { dialect, body } => {
                self.out.push('!');
                self.out.push_str(ctx.str(*dialect));
                self.out.push_str(body);
            }
        }
    }

    fn shape(&mut self, shape: &[Option<u64>]) {
        for d in shape {
            match d {
                Some(n) => self.push_num(*n),
                None => self.out.push('?'),
            }
            self.out.push('x');
        }
    }

    pub fn type_list(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*t);
        }
    }

    /// Results of a function type: a single non-function type stands alone.
    pub fn result_types(&mut self, ts: &[Type]) {
        let single = ts.len() == 1 && !matches!(self.ctx.type_kind(ts[0]), TypeKind::Function { .. });
        if single {
            self.print_type(ts[0]);
        } else {
            self.out.push('(');
            self.type_list(ts);
            self.out.push(')');
        }
    }

    pub fn push_num(&mut self, n: u64) {
        super::names::push_u64(&mut self.out, n);
    }

    /// A type nested inside an LLVM type: LLVM types lose their prefix.
    fn llvm_nested(&mut self, t: Type) {
        if matches!(self.ctx.type_kind(t), TypeKind::Llvm(_)) {
            self.llvm_type(t);
        } else {
            self.print_type(t);
        }
    }

    /// An LLVM type without its `!llvm.` prefix.
    fn llvm_type(&mut self, t: Type) {
        let ctx = self.ctx;
        let TypeKind::Llvm(l) = ctx.type_kind(t) else { return self.print_type(t) };
        match l {
            LlvmType::Void => self.out.push_str("void"),
            LlvmType::Token => self.out.push_str("token"),
            LlvmType::Label => self.out.push_str("label"),
            LlvmType::Metadata => self.out.push_str("metadata"),
            LlvmType::X86Mmx => self.out.push_str("x86_mmx"),
            LlvmType::X86Amx => self.out.push_str("x86_amx"),
            LlvmType::PpcFp128 => self.out.push_str("ppc_fp128"),
            LlvmType::Ptr { addr_space } => {
                self.out.push_str("ptr");
                if *addr_space != 0 {
                    self.out.push('<');
                    self.push_num(*addr_space as u64);
                    self.out.push('>');
                }
            }
            LlvmType::Array { len, elem } => {
                self.out.push_str("array<");
                self.push_num(*len);
                self.out.push_str(" x ");
                self.llvm_nested(*elem);
                self.out.push('>');
            }
            LlvmType::Vec { scalable, len, elem } => {
                self.out.push_str("vec<");
                if *scalable {
                    self.out.push_str("? x ");
                    self.push_num(*len);
                    // MLIR prints two spaces here; match it byte for byte.
                    self.out.push_str(" x  ");
                } else {
                    self.push_num(*len);
                    self.out.push_str(" x ");
                }
                self.llvm_nested(*elem);
                self.out.push('>');
            }
            LlvmType::Func { ret, params, vararg } => {
                self.out.push_str("func<");
                self.llvm_nested(*ret);
                self.out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.llvm_nested(*p);
                }
                if *vararg {
                    if !params.is_empty() {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("...");
                }
                self.out.push_str(")>");
            }
            LlvmType::LiteralStruct { packed, fields } => {
                self.out.push_str("struct<");
                self.struct_fields(*packed, fields);
                self.out.push('>');
            }
            LlvmType::IdentifiedStruct { name } => {
                self.out.push_str("struct<\"");
                escape_into(&mut self.out, name.as_bytes());
                self.out.push('"');
                if self.struct_stack.contains(&t) {
                    self.out.push('>');
                    return;
                }
                match ctx.struct_body(t) {
                    Some(StructBody::Fields { packed, fields }) => {
                        self.out.push_str(", ");
                        self.struct_stack.push(t);
                        self.struct_fields(*packed, fields);
                        self.struct_stack.pop();
                    }
                    _ => self.out.push_str(", opaque"),
                }
                self.out.push('>');
            }
            LlvmType::TargetExt { name, types, ints } => {
                self.out.push_str("target<\"");
                escape_into(&mut self.out, name.as_bytes());
                self.out.push('"');
                for t in types.iter() {
                    self.out.push_str(", ");
                    self.llvm_nested(*t);
                }
                for i in ints.iter() {
                    self.out.push_str(", ");
                    self.push_num(*i as u64);
                }
                self.out.push('>');
            }
        }
    }

    fn struct_fields(&mut self, packed: bool, fields: &[Type]) {
        if packed {
            self.out.push_str("packed ");
        }
        self.out.push('(');
        for (i, f) in fields.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.llvm_nested(*f);
        }
        self.out.push(')');
    }
}
