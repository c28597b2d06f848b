using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Controllers;

/// <summary>
/// Barramento de sinais da batalha: declara os 30 sinais que marcam cada passo do fluxo de combate e oferece um método
/// <c>Emit...</c> para cada um.
/// </summary>
/// <remarks>
/// <para>
/// É um singleton: <see cref="Instance"/> procura o nó registrado como autoload e, se não houver, cria um. Os
/// controladores da batalha (<see cref="BattleController"/>, <see cref="RoundController"/>,
/// <see cref="ActionsController"/>, <see cref="TurnController"/>, <see cref="QueueController"/>,
/// <see cref="BattleResultsController"/>, <see cref="PostBattleController"/>) não se chamam diretamente: um emite um
/// sinal aqui e o outro o escuta. Interfaces, registros e ferramentas podem escutar os mesmos sinais sem alterar os
/// controladores.
/// </para>
/// <para>
/// Cada delegate <c>XxxEventHandler</c> marcado com <c>[Signal]</c> faz o gerador de código do Godot criar o evento C#
/// <c>Xxx</c> e a constante <c>SignalName.Xxx</c>. Ordem em que o código atual encadeia os sinais:
/// <c>BattleStarted</c> → <c>EnemiesGenerated</c> → <c>CharactersPositioned</c> (→ <c>InitiativeQueueSetup</c>) →
/// <c>TransitionedToRounds</c> → <c>RoundStarted</c> → declarações (<c>EnemyActionDeclared</c> /
/// <c>PlayerActionDeclared</c>) → <c>ActionsDeclared</c> → para cada personagem <c>TurnStarted</c> →
/// <c>ActionPerformed</c> → <c>TurnEnded</c> → <c>TurnsResolved</c> → <c>RoundEnded</c> → (<c>BattleResultChecked</c> →
/// <c>BattleEnded</c> → <c>RewardsDistributed</c> ou <c>GameOver</c>) ou nova rodada.
/// </para>
/// <para>
/// Alguns sinais já estão previstos no contrato, mas ainda não têm emissor no código atual:
/// <c>CharacterInitiativeModified</c>, <c>PlayerEnergyRolled</c>, <c>PlayerTargetSelected</c>,
/// <c>PlayerActionCancelled</c>, <c>CheckNextTurn</c> e <c>CheckNextRound</c>.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// BattleEvents.Instance.RoundEnded += numero =&gt; GD.Print($"Rodada {numero} encerrada");
/// BattleEvents.Instance.BattleEnded += vitoria =&gt; GD.Print(vitoria ? "Vitória!" : "Derrota...");
///
/// // Emitir, por exemplo, a partir de um controlador:
/// BattleEvents.Instance.EmitTurnStarted(personagem);
/// </code>
/// </example>
/// <seealso cref="DiceRolling.Events.EventBus"/>
public partial class BattleEvents : Node
{
    // ----- Estado da batalha -----

    /// <summary>A batalha começou, com as duas equipes definidas.</summary>
    /// <remarks>Emitido por <see cref="BattleController.StartBattle"/>.</remarks>
    /// <param name="playerTeam">Personagens (<see cref="CharacterType"/>) da equipe do jogador.</param>
    /// <param name="enemyTeam">Personagens (<see cref="CharacterType"/>) da equipe inimiga.</param>
    [Signal]
    public delegate void BattleStartedEventHandler(Godot.Collections.Array playerTeam, Godot.Collections.Array enemyTeam);

    /// <summary>A batalha foi pausada.</summary>
    /// <remarks>Emitido por <see cref="BattleController.PauseBattle"/>.</remarks>
    [Signal]
    public delegate void BattlePausedEventHandler();

    /// <summary>A batalha foi retomada após uma pausa.</summary>
    /// <remarks>Emitido por <see cref="BattleController.ResumeBattle"/>.</remarks>
    [Signal]
    public delegate void BattleResumedEventHandler();

    /// <summary>A batalha terminou.</summary>
    /// <remarks>Emitido por <see cref="BattleResultsController"/>; escutado por <see cref="PostBattleController"/>.</remarks>
    /// <param name="victory"><c>true</c> se o jogador venceu (todos os inimigos derrotados); <c>false</c> se perdeu.</param>
    [Signal]
    public delegate void BattleEndedEventHandler(bool victory);

    // ----- Preparação -----

    /// <summary>Os inimigos da batalha foram gerados.</summary>
    /// <remarks>Emitido pelo <see cref="BattleController"/> na preparação da batalha.</remarks>
    /// <param name="enemies">Personagens inimigos gerados.</param>
    [Signal]
    public delegate void EnemiesGeneratedEventHandler(Godot.Collections.Array enemies);

    /// <summary>As duas equipes foram posicionadas nas células das grades.</summary>
    /// <remarks>Emitido pelo <see cref="BattleController"/>; escutado pelo <see cref="QueueController"/>, que monta a fila de iniciativa.</remarks>
    /// <param name="characters">Todos os personagens posicionados.</param>
    [Signal]
    public delegate void CharactersPositionedEventHandler(Godot.Collections.Array characters);

    /// <summary>A fila de iniciativa foi criada.</summary>
    /// <remarks>Emitido pelo <see cref="QueueController"/> por meio de <see cref="EmitInitiativeQueueCreated"/> (o nome do método difere do nome do sinal).</remarks>
    /// <param name="queue">Personagens na ordem da fila (maior velocidade primeiro).</param>
    [Signal]
    public delegate void InitiativeQueueSetupEventHandler(Godot.Collections.Array queue);

    /// <summary>A preparação terminou e a batalha passou à fase de rodadas.</summary>
    /// <remarks>Emitido por <see cref="BattleController.TransitionToRounds"/>; escutado pelo <see cref="RoundController"/>, que inicia a rodada.</remarks>
    /// <param name="roundNumber">
    /// Valor de <see cref="BattleController.CurrentRound"/>, que o código atual não avança; a contagem das rodadas está em
    /// <see cref="RoundController.CurrentRound"/> e chega pelo sinal <c>RoundStarted</c>.
    /// </param>
    [Signal]
    public delegate void TransitionedToRoundsEventHandler(int roundNumber);

    // ----- Iniciativa -----

    /// <summary>Um personagem entrou na fila de iniciativa.</summary>
    /// <remarks>Emitido e escutado pelo <see cref="QueueController"/>, que reordena a fila.</remarks>
    /// <param name="character">Personagem acrescentado.</param>
    [Signal]
    public delegate void CharacterAddedToQueueEventHandler(CharacterType character);

    /// <summary>Um personagem saiu da fila de iniciativa.</summary>
    /// <remarks>
    /// Emitido e escutado pelo <see cref="QueueController"/>. Pelo design, quem cai sai da fila; o código atual ainda não
    /// tira da fila quem cai.
    /// </remarks>
    /// <param name="character">Personagem removido.</param>
    [Signal]
    public delegate void CharacterRemovedFromQueueEventHandler(CharacterType character);

    /// <summary>A iniciativa (velocidade) de um personagem mudou e a fila deve ser reordenada.</summary>
    /// <remarks>Escutado pelo <see cref="QueueController"/>; ainda sem emissor no código atual.</remarks>
    /// <param name="character">Personagem cuja iniciativa mudou.</param>
    [Signal]
    public delegate void CharacterInitiativeModifiedEventHandler(CharacterType character);

    // ----- Rodada -----

    /// <summary>Uma rodada começou.</summary>
    /// <remarks>Emitido por <see cref="RoundController.StartRound"/>, antes da declaração de ações.</remarks>
    /// <param name="roundNumber">Número da rodada.</param>
    [Signal]
    public delegate void RoundStartedEventHandler(int roundNumber);

    /// <summary>Todos os personagens declararam suas ações (ou passaram) nesta rodada.</summary>
    /// <remarks>Emitido pelo <see cref="ActionsController"/>; escutado pelo <see cref="RoundController"/>, que inicia a resolução dos turnos.</remarks>
    [Signal]
    public delegate void ActionsDeclaredEventHandler();

    /// <summary>A resolução dos turnos da rodada terminou: a fila acabou ou um dos lados ficou sem ninguém de pé.</summary>
    /// <remarks>Emitido pelo <see cref="TurnController"/>; escutado pelo <see cref="RoundController"/>, que encerra a rodada.</remarks>
    [Signal]
    public delegate void TurnsResolvedEventHandler();

    /// <summary>Uma rodada terminou.</summary>
    /// <remarks>Emitido por <see cref="RoundController.EndRound"/>; escutado pelo <see cref="BattleResultsController"/>, que verifica vitória ou derrota.</remarks>
    /// <param name="roundNumber">Número da rodada encerrada.</param>
    [Signal]
    public delegate void RoundEndedEventHandler(int roundNumber);

    // ----- Inimigo -----

    /// <summary>Um inimigo declarou sua ação e seu alvo para a rodada.</summary>
    /// <remarks>
    /// Emitido e escutado pelo <see cref="ActionsController"/>. Inimigos declaram antes do jogador, escolhendo ao acaso
    /// entre as ações que podem pagar e que têm alvo válido.
    /// </remarks>
    /// <param name="character">Inimigo que declarou.</param>
    [Signal]
    public delegate void EnemyActionDeclaredEventHandler(CharacterType character);

    // ----- Jogador -----

    /// <summary>Um personagem do jogador rolou seus dados e obteve energia.</summary>
    /// <remarks>Previsto no fluxo da declaração; ainda sem emissor nem ouvinte no código atual.</remarks>
    /// <param name="character">Personagem que rolou os dados.</param>
    [Signal]
    public delegate void PlayerEnergyRolledEventHandler(CharacterType character);

    /// <summary>Um personagem do jogador declarou sua ação para a rodada.</summary>
    /// <remarks>Emitido e escutado pelo <see cref="ActionsController"/>.</remarks>
    /// <param name="character">Personagem que declarou.</param>
    [Signal]
    public delegate void PlayerActionDeclaredEventHandler(CharacterType character);

    /// <summary>O jogador escolheu o alvo da ação de um personagem.</summary>
    /// <remarks>Escutado pelo <see cref="ActionsController"/>; ainda sem emissor no código atual.</remarks>
    /// <param name="character">Personagem que vai agir.</param>
    /// <param name="target">Alvo escolhido.</param>
    [Signal]
    public delegate void PlayerTargetSelectedEventHandler(CharacterType character, CharacterType target);

    /// <summary>O jogador cancelou a ação declarada de um personagem, para declarar de novo.</summary>
    /// <remarks>Escutado pelo <see cref="ActionsController"/>; ainda sem emissor no código atual.</remarks>
    /// <param name="character">Personagem cuja declaração foi cancelada.</param>
    [Signal]
    public delegate void PlayerActionCancelledEventHandler(CharacterType character);

    // ----- Turno -----

    /// <summary>O turno de um personagem começou.</summary>
    /// <remarks>Emitido pelo <see cref="TurnController"/> durante a resolução dos turnos.</remarks>
    /// <param name="character">Personagem da vez.</param>
    [Signal]
    public delegate void TurnStartedEventHandler(CharacterType character);

    /// <summary>Um personagem executou a ação que havia declarado.</summary>
    /// <remarks>Emitido pelo <see cref="TurnController"/>.</remarks>
    /// <param name="character">Personagem que agiu.</param>
    [Signal]
    public delegate void ActionPerformedEventHandler(CharacterType character);

    /// <summary>Um personagem foi movido para o fim da fila de iniciativa depois de agir.</summary>
    /// <remarks>
    /// Emitido por <see cref="QueueController.MoveCharacterToEndOfQueue"/>, que o <see cref="TurnController"/> do código
    /// atual ainda não chama.
    /// </remarks>
    /// <param name="character">Personagem movido.</param>
    [Signal]
    public delegate void CharacterMovedToEndOfQueueEventHandler(CharacterType character);

    /// <summary>O turno de um personagem terminou.</summary>
    /// <remarks>Emitido pelo <see cref="TurnController"/>.</remarks>
    /// <param name="character">Personagem cujo turno terminou.</param>
    [Signal]
    public delegate void TurnEndedEventHandler(CharacterType character);

    // ----- Verificações -----

    /// <summary>Pedido de verificação: há outro turno nesta rodada ou a rodada acabou?</summary>
    /// <remarks>Previsto no fluxo; ainda sem emissor nem ouvinte no código atual.</remarks>
    [Signal]
    public delegate void CheckNextTurnEventHandler();

    /// <summary>Pedido de verificação: começa outra rodada ou a batalha acabou?</summary>
    /// <remarks>Previsto no fluxo; ainda sem emissor nem ouvinte no código atual.</remarks>
    [Signal]
    public delegate void CheckNextRoundEventHandler();

    // ----- Resultado -----

    /// <summary>O resultado da batalha foi verificado.</summary>
    /// <remarks>Emitido por <see cref="BattleResultsController.CheckBattleResult"/>, antes de <c>BattleEnded</c>.</remarks>
    /// <param name="victory"><c>true</c> para vitória do jogador; <c>false</c> para derrota.</param>
    [Signal]
    public delegate void BattleResultCheckedEventHandler(bool victory);

    /// <summary>Houve a transição da cena de batalha para a cena de pós-batalha.</summary>
    /// <remarks>Emitido pelo <see cref="PostBattleController"/> (num método interno ainda não chamado pelo código atual).</remarks>
    [Signal]
    public delegate void SceneTransitionedEventHandler();

    // ----- Pós-batalha -----

    /// <summary>As recompensas da vitória (XP, ouro, itens) foram distribuídas.</summary>
    /// <remarks>Emitido por <see cref="PostBattleController.ShowVictoryScreen"/>.</remarks>
    [Signal]
    public delegate void RewardsDistributedEventHandler();

    /// <summary>O jogador perdeu a batalha: fim de jogo.</summary>
    /// <remarks>Emitido por <see cref="PostBattleController.ShowGameOverScreen"/>.</remarks>
    [Signal]
    public delegate void GameOverEventHandler();

    /// <summary>Instância única do barramento de sinais da batalha.</summary>
    /// <remarks>Procura o nó registrado como autoload; se não existir, cria um e o usa daí em diante.</remarks>
    public static BattleEvents Instance => throw null;

    // ----- Métodos de emissão -----

    /// <summary>Emite o sinal <c>BattleStarted</c>.</summary>
    /// <param name="playerTeam">Personagens da equipe do jogador.</param>
    /// <param name="enemyTeam">Personagens da equipe inimiga.</param>
    public void EmitBattleStarted(Godot.Collections.Array playerTeam, Godot.Collections.Array enemyTeam) => throw null;

    /// <summary>Emite o sinal <c>BattlePaused</c>.</summary>
    public void EmitBattlePaused() => throw null;

    /// <summary>Emite o sinal <c>BattleResumed</c>.</summary>
    public void EmitBattleResumed() => throw null;

    /// <summary>Emite o sinal <c>BattleEnded</c>.</summary>
    /// <param name="victory"><c>true</c> para vitória do jogador.</param>
    public void EmitBattleEnded(bool victory) => throw null;

    /// <summary>Emite o sinal <c>EnemiesGenerated</c>.</summary>
    /// <param name="enemies">Inimigos gerados.</param>
    public void EmitEnemiesGenerated(Godot.Collections.Array enemies) => throw null;

    /// <summary>Emite o sinal <c>CharactersPositioned</c>.</summary>
    /// <param name="characters">Personagens posicionados.</param>
    public void EmitCharactersPositioned(Godot.Collections.Array characters) => throw null;

    /// <summary>Emite o sinal <c>InitiativeQueueSetup</c> (o nome do método difere do nome do sinal).</summary>
    /// <param name="queue">Personagens na ordem da fila de iniciativa.</param>
    public void EmitInitiativeQueueCreated(Godot.Collections.Array queue) => throw null;

    /// <summary>Emite o sinal <c>TransitionedToRounds</c>.</summary>
    /// <param name="roundNumber">Valor de <see cref="BattleController.CurrentRound"/> (veja o sinal <c>TransitionedToRounds</c>).</param>
    public void EmitTransitionedToRounds(int roundNumber) => throw null;

    /// <summary>Emite o sinal <c>CharacterAddedToQueue</c>.</summary>
    /// <param name="character">Personagem acrescentado à fila.</param>
    public void EmitCharacterAddedToQueue(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>CharacterRemovedFromQueue</c>.</summary>
    /// <param name="character">Personagem removido da fila.</param>
    public void EmitCharacterRemovedFromQueue(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>CharacterInitiativeModified</c>.</summary>
    /// <param name="character">Personagem cuja iniciativa mudou.</param>
    public void EmitCharacterInitiativeModified(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>RoundStarted</c>.</summary>
    /// <param name="roundNumber">Número da rodada.</param>
    public void EmitRoundStarted(int roundNumber) => throw null;

    /// <summary>Emite o sinal <c>ActionsDeclared</c>.</summary>
    public void EmitActionsDeclared() => throw null;

    /// <summary>Emite o sinal <c>TurnsResolved</c>.</summary>
    public void EmitTurnsResolved() => throw null;

    /// <summary>Emite o sinal <c>RoundEnded</c>.</summary>
    /// <param name="roundNumber">Número da rodada encerrada.</param>
    public void EmitRoundEnded(int roundNumber) => throw null;

    /// <summary>Emite o sinal <c>EnemyActionDeclared</c>.</summary>
    /// <param name="character">Inimigo que declarou.</param>
    public void EmitEnemyActionDeclared(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>PlayerEnergyRolled</c>.</summary>
    /// <param name="character">Personagem que rolou os dados.</param>
    public void EmitPlayerEnergyRolled(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>PlayerActionDeclared</c>.</summary>
    /// <param name="character">Personagem que declarou.</param>
    public void EmitPlayerActionDeclared(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>PlayerTargetSelected</c>.</summary>
    /// <param name="character">Personagem que vai agir.</param>
    /// <param name="target">Alvo escolhido.</param>
    public void EmitPlayerTargetSelected(CharacterType character, CharacterType target) => throw null;

    /// <summary>Emite o sinal <c>PlayerActionCancelled</c>.</summary>
    /// <param name="character">Personagem cuja declaração foi cancelada.</param>
    public void EmitPlayerActionCancelled(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>TurnStarted</c>.</summary>
    /// <param name="character">Personagem da vez.</param>
    public void EmitTurnStarted(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>ActionPerformed</c>.</summary>
    /// <param name="character">Personagem que agiu.</param>
    public void EmitActionPerformed(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>CharacterMovedToEndOfQueue</c>.</summary>
    /// <param name="character">Personagem movido para o fim da fila.</param>
    public void EmitCharacterMovedToEndOfQueue(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>TurnEnded</c>.</summary>
    /// <param name="character">Personagem cujo turno terminou.</param>
    public void EmitTurnEnded(CharacterType character) => throw null;

    /// <summary>Emite o sinal <c>CheckNextTurn</c>.</summary>
    public void EmitCheckNextTurn() => throw null;

    /// <summary>Emite o sinal <c>CheckNextRound</c>.</summary>
    public void EmitCheckNextRound() => throw null;

    /// <summary>Emite o sinal <c>BattleResultChecked</c>.</summary>
    /// <param name="victory"><c>true</c> para vitória do jogador.</param>
    public void EmitBattleResultChecked(bool victory) => throw null;

    /// <summary>Emite o sinal <c>SceneTransitioned</c>.</summary>
    public void EmitSceneTransitioned() => throw null;

    /// <summary>Emite o sinal <c>RewardsDistributed</c>.</summary>
    public void EmitRewardsDistributed() => throw null;

    /// <summary>Emite o sinal <c>GameOver</c>.</summary>
    public void EmitGameOver() => throw null;
}
