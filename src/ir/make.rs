//! Shorthands for building and reading the types and attributes that op
//! parsing, printing and verification handle all the time: integers of a
//! width, `#llvm.x<word>` enum attributes, dictionary lookups.

use super::attrs::{AttrKind, BodyItem, IntOrFloat, IntValue};
use super::context::{Attr, Context, Ident, Type};
use super::types::{LlvmType, Signedness, TypeKind};

impl Context {
    /// The signless integer type of `width` bits.
    pub fn int_type(&mut self, width: u32) -> Type {
        self.ty(TypeKind::Integer { width, signedness: Signedness::Signless })
    }

    /// `!llvm.ptr` in address space 0.
    pub fn ptr_type(&mut self) -> Type {
        self.ty(TypeKind::Llvm(LlvmType::Ptr { addr_space: 0 }))
    }

    /// `value : iW` (a BoolAttr for `i1`, as MLIR does).
    pub fn int_attr(&mut self, value: i128, width: u32) -> Attr {
        if width == 1 {
            return self.attr(AttrKind::Bool(value != 0));
        }
        let ty = self.int_type(width);
        self.attr(AttrKind::Integer { value: IntValue::Small(value), ty })
    }

    pub fn string_attr(&mut self, value: &str) -> Attr {
        self.attr(AttrKind::String { value: value.as_bytes().into(), ty: None })
    }

    pub fn flat_symbol_ref(&mut self, name: &str) -> Attr {
        let root = self.ident(name);
        self.attr(AttrKind::SymbolRef { root, nested: Box::new([]) })
    }

    /// `#name<w1, w2>`: a registered dialect attribute whose body is a list
    /// of keywords, spelled the way the parser would keep it.
    pub fn dialect_words_attr(&mut self, name: &str, words: &[&str]) -> Attr {
        let name = self.ident(name);
        let mut items = Vec::with_capacity(words.len() * 2 + 2);
        items.push(BodyItem::Text(self.ident("<"), false));
        for (i, w) in words.iter().enumerate() {
            if i > 0 {
                items.push(BodyItem::Text(self.ident(","), false));
            }
            items.push(BodyItem::Text(self.ident(w), i > 0));
        }
        items.push(BodyItem::Text(self.ident(">"), false));
        self.attr(AttrKind::Dialect { name, body: Some(items.into()) })
    }

    /// The keywords of a `#name<w1, w2>` attribute, if it is one.
    pub fn dialect_words(&self, a: Attr) -> Option<(&str, Vec<&str>)> {
        let AttrKind::Dialect { name, body: Some(items) } = self.attr_kind(a) else { return None };
        let mut words = Vec::new();
        for it in items.iter() {
            match it {
                BodyItem::Text(t, _) => match self.str(*t) {
                    "<" | ">" | "," => {}
                    w => words.push(w),
                },
                _ => return None,
            }
        }
        Some((self.str(*name), words))
    }

    /// A default value as the op tables spell it: `0 : i64`, `false`,
    /// `#llvm.linkage<external>`, `#llvm.fastmath<none>`.
    pub fn default_attr(&mut self, text: &'static str) -> Option<Attr> {
        // Op tables hand out the same static spellings for every op built:
        // parse each once.
        let key = (text.as_ptr() as usize, text.len());
        if let Some(&a) = self.default_attrs.get(&key) {
            return a;
        }
        let a = self.parse_default_attr(text);
        self.default_attrs.insert(key, a);
        a
    }

    /// What [`default_attr`](Self::default_attr) built for `text`, if it
    /// was asked (printers look defaults up without building them).
    pub fn cached_default_attr(&self, text: &'static str) -> Option<Attr> {
        self.default_attrs.get(&(text.as_ptr() as usize, text.len())).copied().flatten()
    }

    fn parse_default_attr(&mut self, text: &str) -> Option<Attr> {
        let text = text.trim();
        if let Some(rest) = text.strip_prefix('#') {
            // A dialect attribute without parameters (`#ub.poison`).
            if !rest.contains('<') {
                let name = self.ident(rest);
                return Some(self.attr(AttrKind::Dialect { name, body: None }));
            }
            let (name, body) = rest.split_once('<')?;
            let body = body.strip_suffix('>')?;
            let words: Vec<&str> = body.split(',').map(str::trim).filter(|w| !w.is_empty()).collect();
            return Some(self.dialect_words_attr(name, &words));
        }
        match text {
            "true" => return Some(self.attr(AttrKind::Bool(true))),
            "false" => return Some(self.attr(AttrKind::Bool(false))),
            _ => {}
        }
        let (value, ty) = text.split_once(':')?;
        let value: i128 = value.trim().parse().ok()?;
        let width: u32 = ty.trim().strip_prefix('i')?.parse().ok()?;
        Some(self.int_attr(value, width))
    }

    /// The entry `name` of a dictionary attribute.
    pub fn dict_get(&self, dict: Attr, name: Ident) -> Option<Attr> {
        match self.attr_kind(dict) {
            AttrKind::Dictionary(entries) => entries.iter().find(|e| e.0 == name).map(|e| e.1),
            _ => None,
        }
    }

    /// The entry spelled `name` of a dictionary attribute.
    pub fn dict_get_str(&self, dict: Attr, name: &str) -> Option<Attr> {
        match self.attr_kind(dict) {
            // Dictionaries are short: a scan that compares lengths first
            // beats a binary search of string comparisons.
            AttrKind::Dictionary(entries) => entries.iter().find(|e| {
                let key = self.str(e.0);
                key.len() == name.len() && key == name
            }).map(|e| e.1),
            _ => None,
        }
    }

    /// A dictionary from unsorted entries; later duplicates win.
    pub fn dict(&mut self, mut entries: Vec<(Ident, Attr)>) -> Attr {
        entries.sort_by(|a, b| self.str(a.0).cmp(self.str(b.0)));
        entries.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 = later.1;
                true
            } else {
                false
            }
        });
        self.attr(AttrKind::Dictionary(entries.into()))
    }

    /// The small integer value of an integer attribute.
    pub fn int_value(&self, a: Attr) -> Option<i128> {
        match self.attr_kind(a) {
            AttrKind::Integer { value: IntValue::Small(v), .. } => Some(*v),
            AttrKind::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }

    /// The integers of a dense array attribute (`array<i32: 1, 2>`); `None`
    /// for another attribute or a float array.
    pub fn dense_array_ints(&self, a: Attr) -> Option<Vec<i128>> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { values, .. } => values
                .iter()
                .map(|v| match v {
                    IntOrFloat::Int(i) => Some(*i),
                    IntOrFloat::Float(_) => None,
                })
                .collect(),
            _ => None,
        }
    }
}
