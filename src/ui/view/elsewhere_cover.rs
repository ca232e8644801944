//! What the table shows instead of the game once another tab went on with it, ended it or
//! put a new game in its place: what happened, and the way to go on.

use crate::ui::model::elsewhere::Elsewhere;
use crate::ui::model::lang::{say, say_with, Msg, Value};
use crate::ui::stores::ctl::{Ctl, Screen};
use crate::ui::view::games::game_name;
use crate::ui::view::widgets::focus_on_mount;
use leptos::prelude::*;

/// What the table shows instead of the game once another tab went on with it.
#[component]
pub fn ElsewhereCover(what: Elsewhere) -> impl IntoView {
    let ctl = expect_context::<Ctl>();
    let id = ctl
        .play
        .session
        .with_untracked(|s| s.as_ref().map(|s| s.info().id).unwrap_or_default());
    let (title, text, primary_label) = match what {
        Elsewhere::PlayedOn => (
            Msg::ElsewherePlayedOnTitle,
            Msg::ElsewherePlayedOn,
            Msg::ElsewherePlayedOnTake,
        ),
        Elsewhere::Replaced => (
            Msg::ElsewhereReplacedTitle,
            Msg::ElsewhereReplaced,
            Msg::ElsewhereReplacedTake,
        ),
        Elsewhere::Ended => (
            Msg::ElsewhereEndedTitle,
            Msg::ElsewhereEnded,
            Msg::ElsewhereEndedTake,
        ),
    };
    let title = move || say_with(title, &[("game", Value::Text(&game_name(id)))]);
    let primary = move |_| match what {
        Elsewhere::Ended => ctl.play.keep_ended_game(),
        _ => ctl.take_up_elsewhere(id),
    };
    let button = NodeRef::<leptos::html::Button>::new();
    focus_on_mount(button);
    view! {
        <section class="elsewhere panel" data-testid="elsewhere" role="alert" aria-labelledby="elsewhere-title">
            <h2 id="elsewhere-title">{title}</h2>
            <p>{move || say(text)}</p>
            <div class="elsewhere-buttons">
                <button type="button" class="btn primary" data-testid="elsewhere-take" node_ref=button on:click=primary>
                    {move || say(primary_label)}
                </button>
                {(what == Elsewhere::Replaced).then(|| view! {
                    <button type="button" class="btn" data-testid="elsewhere-record" on:click=move |_| {
                        if let Some(Some(r)) = ctl.play.session.with_untracked(|s| s.as_ref().map(|s| s.record())) {
                            ctl.download_record(&r);
                        }
                    }>
                        {move || say(Msg::ElsewhereDownload)}
                    </button>
                })}
                <button type="button" class="btn" data-testid="elsewhere-hub" on:click=move |_| ctl.screens.show(Screen::Hub)>
                    {move || say(Msg::ElsewhereHub)}
                </button>
            </div>
        </section>
    }
}
