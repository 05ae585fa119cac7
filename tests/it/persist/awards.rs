//! The Hall of fame read from a saves folder: finished games count, games in progress do not,
//! and a broken save is skipped and counted, never a crash (and left where it is: the saved
//! games list is where bad files are set aside).

use crate::support::saves::{played, save_of};
use fabula::describe::HallOfFame;
use fabula::engine::{Phase, RuleSet};
use fabula::persist::finished_games;

#[test]
fn award_records_come_from_the_finished_saves_and_a_broken_one_is_skipped() {
    let dir = tempfile::tempdir().expect("temp dir");
    let finished = [
        played(RuleSet::Classic, 4, 100_000),
        played(RuleSet::Party, 6, 100_000),
    ];
    for (i, game) in finished.into_iter().enumerate() {
        assert_eq!(game.state().phase(), Phase::GameOver);
        let mut save = save_of(game);
        save.saved_at += i as u64;
        save.write(&dir.path().join(format!("game-{i}.ron")))
            .expect("write");
    }
    let unfinished = played(RuleSet::Classic, 5, 40);
    assert_ne!(unfinished.state().phase(), Phase::GameOver);
    save_of(unfinished)
        .write(&dir.path().join("game-9.ron"))
        .expect("write");
    let broken = dir.path().join("game-broken.ron");
    std::fs::write(&broken, "(kind: \"save\", version: 2, this is not").expect("write");
    std::fs::write(dir.path().join("notes.txt"), "not a save").expect("write");

    let found = finished_games(dir.path());
    assert_eq!((found.games.len(), found.skipped), (2, 1));
    assert!(broken.exists(), "the Hall of fame moves nothing");
    assert!(found.games.iter().all(|g| g.view.phase == Phase::GameOver));
    let hall = HallOfFame::from_games(found.games.iter().map(|g| (&g.view, g.history.as_slice())));
    assert_eq!(hall.games, 2);
    let p1 = hall.entries.iter().find(|e| e.name == "P1").expect("P1");
    assert_eq!(p1.games, 2, "P1 played both, matched by name");
    let p6 = hall.entries.iter().find(|e| e.name == "P6").expect("P6");
    assert_eq!(p6.games, 1);
    let awards: u32 = hall.entries.iter().map(|e| e.awards).sum();
    assert!(awards >= 4, "two whole games earn awards ({awards})");
    let wins: u32 = hall.entries.iter().map(|e| e.wins).sum();
    assert!(wins >= 2, "each game has a winner");
    assert!(hall.best_clue(&[]).is_some() && hall.most_votes(&[]).is_some());
    let everyone: Vec<String> = hall.entries.iter().map(|e| e.name.clone()).collect();
    assert!(hall.best_clue(&everyone).is_none() && hall.most_votes(&everyone).is_none());
}

#[test]
fn award_hall_of_a_missing_or_empty_folder_is_empty() {
    let dir = tempfile::tempdir().expect("temp dir");
    let found = finished_games(&dir.path().join("never made"));
    assert_eq!((found.games.len(), found.skipped), (0, 0));
    let hall = HallOfFame::from_games(found.games.iter().map(|g| (&g.view, g.history.as_slice())));
    assert!(hall.entries.is_empty());
}
