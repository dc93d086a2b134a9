//! Recursive grammar rules without reference cycles.
//!
//! chumsky's `Recursive::declare` hands out strong clones of the rule, so
//! a rule defined in terms of itself (types inside types, ops inside
//! regions) owns itself: every grammar built for a source text used to
//! stay alive forever (18–30 KB per parse; a fuzzer parsing millions of
//! inputs in one process ran out of memory). A [`Knot`] keeps the only
//! strong handle; the rule's own body, and every other rule built while
//! the knot is open, refers to it through a weak one. Whoever exposes the
//! finished grammar holds the knot ([`Knot::strong`], [`Knot::tie`]), so
//! the whole grammar is freed with the parser that owns it.

use std::rc::Rc;

use chumsky::prelude::*;
use chumsky::primitive::custom;
use chumsky::recursive::Indirect;

use super::extra::{Cursor, Toks, G, P};

/// A declared recursive rule producing `O`.
pub struct Knot<'a, E: G<'a>, O: 'a> {
    rule: Rc<Recursive<Indirect<'a, 'a, Toks<'a>, O, E>>>,
}

impl<'a, E: G<'a>, O: 'a> Knot<'a, E, O> {
    pub fn declare() -> Self {
        Knot { rule: Rc::new(Recursive::declare()) }
    }

    /// The rule, for use inside the grammar while the knot is alive: it
    /// does not keep the rule alive, so the rule may contain it.
    pub fn weak(&self) -> P<'a, E, O> {
        let rule = Rc::downgrade(&self.rule);
        custom(move |inp: &mut Cursor<'a, '_, E>| {
            // The owner of the grammar holds the knot while it parses.
            let rule = rule.upgrade().expect("a grammar rule used after its grammar was dropped");
            inp.parse(&*rule)
        })
        .boxed()
    }

    /// Gives the rule its definition (once).
    pub fn define(&self, parser: impl Parser<'a, Toks<'a>, O, E> + Clone + 'a) {
        // A clone shares the declared cell; `define` needs it mutably.
        let mut cell = (*self.rule).clone();
        cell.define(parser);
    }

    /// The rule itself, owning the knot.
    pub fn strong(self) -> P<'a, E, O> {
        let rule = self.rule;
        custom(move |inp: &mut Cursor<'a, '_, E>| inp.parse(&*rule)).boxed()
    }

    /// `parser`, made the owner of the knot (for a grammar whose entry
    /// point is another rule that uses this one).
    pub fn tie<T: 'a>(self, parser: P<'a, E, T>) -> P<'a, E, T> {
        let rule = self.rule;
        custom(move |inp: &mut Cursor<'a, '_, E>| {
            let _owner = &rule;
            inp.parse(&parser)
        })
        .boxed()
    }
}
