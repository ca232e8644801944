pub mod ctl;
pub mod keep;
pub mod nav;
pub mod play;
pub mod sound;
pub mod tabs;
pub mod viewer;
pub mod with_rules;
