//! The name serde gives a unit variant (a phase, a level), so an enum that is saved as
//! `"game-over"` need not spell its names a second time for the table's `data-phase`.

use serde::ser::{self, Impossible, Serialize, Serializer};
use std::fmt;

/// The name `value` is saved under if it is a unit variant (with the enum's renaming, e.g.
/// `"game-over"`), else `""`.
pub fn unit_name<T: Serialize>(value: &T) -> &'static str {
    value.serialize(NameOnly).unwrap_or("")
}

/// Any value that is not a unit variant.
#[derive(Debug)]
struct NotUnit;

impl fmt::Display for NotUnit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a unit variant")
    }
}

impl std::error::Error for NotUnit {}

impl ser::Error for NotUnit {
    fn custom<M: fmt::Display>(_: M) -> Self {
        NotUnit
    }
}

/// A serializer that keeps a unit variant's name and refuses everything else.
struct NameOnly;

/// Methods of one argument that refuse it.
macro_rules! not_unit {
    ($($method:ident($ty:ty)),* $(,)?) => {
        $(fn $method(self, _: $ty) -> Result<&'static str, NotUnit> {
            Err(NotUnit)
        })*
    };
}

impl Serializer for NameOnly {
    type Ok = &'static str;
    type Error = NotUnit;
    type SerializeSeq = Impossible<&'static str, NotUnit>;
    type SerializeTuple = Impossible<&'static str, NotUnit>;
    type SerializeTupleStruct = Impossible<&'static str, NotUnit>;
    type SerializeTupleVariant = Impossible<&'static str, NotUnit>;
    type SerializeMap = Impossible<&'static str, NotUnit>;
    type SerializeStruct = Impossible<&'static str, NotUnit>;
    type SerializeStructVariant = Impossible<&'static str, NotUnit>;

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<&'static str, NotUnit> {
        Ok(variant)
    }

    not_unit!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
        serialize_bytes(&[u8]),
        serialize_unit_struct(&'static str),
    );

    fn serialize_none(self) -> Result<&'static str, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_unit(self) -> Result<&'static str, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<&'static str, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<&'static str, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<&'static str, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, NotUnit> {
        Err(NotUnit)
    }
}

#[cfg(test)]
mod tests {
    use super::unit_name;
    use serde::Serialize;

    #[derive(Serialize)]
    #[serde(rename_all = "kebab-case")]
    enum Phase {
        ChooseTrump,
        GameOver,
        #[allow(dead_code)]
        Holding(u8),
    }

    #[test]
    fn a_unit_variant_is_named_as_it_is_saved() {
        assert_eq!(unit_name(&Phase::ChooseTrump), "choose-trump");
        assert_eq!(unit_name(&Phase::GameOver), "game-over");
    }

    #[test]
    fn anything_else_has_no_name() {
        assert_eq!(unit_name(&Phase::Holding(3)), "");
        assert_eq!(unit_name(&3u8), "");
        assert_eq!(unit_name(&"play"), "");
    }
}
