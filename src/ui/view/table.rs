//! The table's frame, the same for every game: the top bar (back to the hub, the game's name
//! and where it stands or which bot is thinking, Hint and Undo, pace, the Game menu, rules;
//! one row on a phone, where pace and rules move into the Game menu), the pass-the-device cover between people,
//! the offer to skip to the result once every person is out (at a lesson, the coach instead),
//! and under it the game's own table from the UI registry.

use super::announcer::Announcements;
use super::elsewhere_cover::ElsewhereCover;
use super::games::tables_for;
use super::keys_help::{KeysButton, KeysHelp};
use super::lesson::coach::Coach;
use super::pass_device::PassDevice;
use super::people_out::PeopleOut;
use super::records::game_menu::GameMenuButton;
use super::table_actions::{HintPanel, TableActions, Thinking};
use super::widgets::{EmptyScreen, RulesButton};
use crate::ui::model::lang::{say, Msg};
use crate::ui::stores::announcer::Announcer;
use crate::ui::stores::ctl::{Ctl, Screen};
use crate::ui::view::setting_controls::PaceSelect;
use leptos::prelude::*;

#[component]
pub fn Table() -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let announcer = Announcer::new(ctl.play, ctl.keep.settings);
    provide_context(announcer);
    let keys_open = RwSignal::new(false);
    super::table_keys::listen(announcer, keys_open);
    let game = Memo::new(move |_| ctl.play.session.with(|s| s.as_ref().map(|s| s.info().id)));
    let elsewhere = Memo::new(move |_| {
        ctl.play
            .session
            .with(|s| s.as_ref().and_then(|s| s.elsewhere))
    });
    let cover = Memo::new(move |_| {
        ctl.play
            .session
            .with(|s| s.as_ref().filter(|s| s.cover).map(|s| s.name(s.viewer())))
    });
    // At every new decision of a person here the keyboard focus goes where they act (the
    // first chip, card of the column, bid or playable card: the first enabled button of a part
    // marked `data-decision`), unless they have put it somewhere else on purpose. A bot's or a
    // guest's turn offers nothing here to focus: the page does not look for it.
    let position = Memo::new(move |_| {
        ctl.play.session.with(|s| {
            s.as_ref().map(|s| {
                (
                    s.token(),
                    s.cover,
                    s.pending_summary(),
                    s.human_to_act().is_some(),
                )
            })
        })
    });
    Effect::new(move |_| {
        if position.get().is_some_and(|p| p.3) {
            request_animation_frame(super::table_keys::focus_decision);
        }
    });
    let lesson = Memo::new(move |_| {
        ctl.play
            .session
            .with(|s| s.as_ref().is_some_and(|s| s.is_lesson()))
    });
    // Seats played on other devices: the list of guests and their invitations (a part of its
    // own, fetched only for such a table).
    let remote = Memo::new(move |_| {
        ctl.play
            .session
            .with(|s| s.as_ref().is_some_and(|s| !s.remote_seats().is_empty()))
    });
    let progress = Memo::new(move |_| {
        ctl.play.session.with(|s| match s {
            Some(s) if s.is_lesson() => say(Msg::TableLesson),
            // While a scored hand's summary is read, the hand it sums up, not the next one
            // already dealt behind it ("Hand 1" under "Hand 1 scored", not "Hand 2").
            Some(s) => match s.pending_summary() {
                Some(i) => crate::ui::model::lang::said(&s.game().hand_progress_said(i + 1)),
                None if s.is_over() => say(Msg::TableGameOver),
                None => crate::ui::model::lang::said(&s.game().progress_said()),
            },
            None => String::new(),
        })
    });
    view! {
        <main
            class=move || format!("table-screen pace-{}", ctl.keep.settings.with(|s| s.pace.id()))
            class:lesson=move || lesson.get()
        >
            <KeysButton open=keys_open />
            <header class="topbar">
                <button type="button" class="btn ghost" data-testid="table-hub" on:click=move |_| ctl.screens.show(Screen::Hub)>
                    {move || say(Msg::TableHub)}
                </button>
                <div class="title">
                    <span class="game-name">{move || game.get().map(crate::ui::view::games::game_name).unwrap_or_default()}</span>
                    <span class="round-label">{move || progress.get()}</span>
                    <Thinking />
                </div>
                <div class="tools">
                    {move || (cover.get().is_none() && elsewhere.get().is_none() && !lesson.get()).then(|| view! { <TableActions /> })}
                    <span class="bar-pace"><PaceSelect /></span>
                    <GameMenuButton />
                    <span class="bar-rules"><RulesButton /></span>
                </div>
            </header>
            <Announcements announcer=announcer />
            {move || {
                if lesson.get() {
                    view! { <Coach /> }.into_any()
                } else if cover.get().is_none() {
                    view! { <HintPanel /> <PeopleOut /> }.into_any()
                } else {
                    ().into_any()
                }
            }}
            {move || remote.get().then(|| view! { <super::remote_part::RemoteHostPart /> })}
            {move || {
                let Some(id) = game.get() else {
                    return view! { <EmptyScreen text=Msg::TableNoGame /> }.into_any();
                };
                if let Some(what) = elsewhere.get() {
                    return view! { <ElsewhereCover what=what /> }.into_any();
                }
                if let Some(name) = cover.get() {
                    return view! { <PassDevice name=name /> }.into_any();
                }
                match tables_for(id) {
                    Some(tables) => (tables.body)(),
                    None => view! { <EmptyScreen text=Msg::TableCannotShow /> }.into_any(),
                }
            }}
            <KeysHelp open=keys_open suits=Signal::derive(move || game.get().and_then(tables_for).map(|t| (t.suits)()).unwrap_or_default()) />
        </main>
    }
}
