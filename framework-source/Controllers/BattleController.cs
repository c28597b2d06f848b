using System.Collections.Generic;
using DiceRolling.Characters;
using DiceRolling.Locations;
using DiceRolling.Stores;
using Godot;

/// <summary>
/// Fluxo da batalha e transições de cena: o orquestrador <see cref="BattleController"/> e os seis subcontroladores da
/// batalha (rodadas, declaração de ações, turnos, fila de iniciativa, resultado e pós-batalha), que conversam pelos
/// sinais de <see cref="BattleEvents"/>, além dos gerenciadores que trocam as cenas de menu e de jogo
/// (<see cref="MenuTransitionManager"/>, <see cref="GameplayTransitionManager"/>).
/// </summary>
namespace DiceRolling.Controllers;

/// <summary>
/// Orquestrador da batalha: monta as equipes a partir dos estoques de personagens, cria as grades, guarda o estado e a
/// rodada atuais e instancia os subcontroladores.
/// </summary>
/// <remarks>
/// <para>
/// Há um único <see cref="BattleController"/> na cena de batalha, acessível por <see cref="Instance"/>. A batalha segue
/// as fases Preparação → Rodadas → Resultado → Pós-batalha:
/// </para>
/// <list type="number">
/// <item><description>
/// Preparação: <see cref="StartBattle"/> define as equipes (cada equipe não passada vem do seu estoque,
/// <see cref="PlayerCharacterStore"/> ou <see cref="EnemyCharacterStore"/>), emite <c>BattleStarted</c>, gera os inimigos
/// (<c>EnemiesGenerated</c>), posiciona as duas equipes nas grades 2×3 criadas a partir de <see cref="GridEntityScene"/>
/// (<c>CharactersPositioned</c>, que leva o <see cref="QueueController"/> a montar a fila de iniciativa) e chama
/// <see cref="TransitionToRounds"/>.
/// </description></item>
/// <item><description>
/// Rodadas: conduzidas pelo <see cref="RoundController"/>, que usa o <see cref="ActionsController"/> (declaração)
/// e o <see cref="TurnController"/> (resolução).
/// </description></item>
/// <item><description>
/// Resultado e pós-batalha: <see cref="BattleResultsController"/> verifica vitória ou derrota ao fim de cada
/// rodada e <see cref="PostBattleController"/> reage ao fim da batalha.
/// </description></item>
/// </list>
/// <para>Os controladores conversam pelos sinais de <see cref="BattleEvents"/>.</para>
/// </remarks>
/// <example>
/// <code>
/// // Fora do editor, o _Ready do BattleController já inicia a batalha com as equipes dos estoques exportados;
/// // não chame StartBattle de novo, ou uma segunda batalha começa.
/// BattleEvents.Instance.RoundStarted += rodada =&gt;
///     GD.Print($"Rodada {rodada}: {BattleController.Instance.GetPlayerTeam().Count} aliados");
/// </code>
/// </example>
[Tool]
[Icon("controller")]
public partial class BattleController : Node
{
    /// <summary>Instância do controlador de batalha da cena atual.</summary>
    public static BattleController Instance => throw null;

    /// <summary>Estoque com os personagens da equipe do jogador.</summary>
    [Export]
    public CharacterStore? PlayerCharacterStore { get; set; }

    /// <summary>Estoque com os personagens da equipe inimiga.</summary>
    [Export]
    public CharacterStore? EnemyCharacterStore { get; set; }

    /// <summary>Local que identifica a equipe do jogador.</summary>
    [Export]
    public LocationType? PlayerSquadLocation { get; set; }

    /// <summary>Local que identifica a equipe inimiga.</summary>
    [Export]
    public LocationType? EnemySquadLocation { get; set; }

    /// <summary>Cena de <see cref="DiceRolling.Entities.GridEntity"/> instanciada para cada equipe.</summary>
    [Export]
    public PackedScene? GridEntityScene { get; set; }

    /// <summary>Posição da grade do jogador na cena 3D (−10 a 10 em cada eixo). Valor inicial: <c>(-3, 0, 0)</c>.</summary>
    [Export(PropertyHint.Range, "-10,10,1")]
    public Vector3 PlayerGridPosition { get; set; } = new Vector3(-3, 0, 0);

    /// <summary>Posição da grade inimiga na cena 3D (−10 a 10 em cada eixo). Valor inicial: <c>(3, 0, 0)</c>.</summary>
    [Export(PropertyHint.Range, "-10,10,1")]
    public Vector3 EnemyGridPosition { get; set; } = new Vector3(3, 0, 0);

    /// <summary>Botão do inspetor "Recreate Grids", que recria as duas grades da batalha no editor.</summary>
    [ExportToolButton("Recreate Grids")]
    public Callable RecreateGrids => throw null;

    /// <summary>Estado global atual da batalha.</summary>
    public BattleState CurrentState { get; }

    /// <summary>Contador de rodadas próprio do controlador de batalha, zerado por <see cref="StartBattle"/>.</summary>
    /// <remarks>
    /// O código atual não avança este contador durante as rodadas; o número da rodada em andamento está em
    /// <see cref="RoundController.CurrentRound"/>.
    /// </remarks>
    public int CurrentRound { get; }

    /// <summary>Controlador da declaração de ações criado por este controlador em <see cref="_Ready"/>, ou <c>null</c> antes disso.</summary>
    public ActionsController? ActionsController { get; }

    /// <summary>Fase atual da rodada em andamento.</summary>
    public RoundState CurrentRoundState { get; }

    /// <summary>
    /// Registra a instância, cria os subcontroladores, monta as equipes a partir dos estoques e, fora do editor, chama
    /// <see cref="StartBattle"/>.
    /// </summary>
    public override void _Ready() => throw null;

    /// <summary>Inicia a batalha: define as equipes, emite <c>BattleStarted</c> e executa a preparação.</summary>
    /// <remarks>
    /// O <see cref="_Ready"/> já chama este método fora do editor; chamá-lo outra vez começa uma nova batalha.
    /// </remarks>
    /// <param name="playerTeam">Personagens da equipe do jogador; se <c>null</c>, usa <see cref="PlayerCharacterStore"/>.</param>
    /// <param name="enemyTeam">Personagens da equipe inimiga; se <c>null</c>, usa <see cref="EnemyCharacterStore"/>.</param>
    public void StartBattle(Godot.Collections.Array? playerTeam = null, Godot.Collections.Array? enemyTeam = null) => throw null;

    /// <summary>Pausa a batalha e emite <c>BattlePaused</c>.</summary>
    public static void PauseBattle() => throw null;

    /// <summary>Retoma a batalha e emite <c>BattleResumed</c>.</summary>
    public static void ResumeBattle() => throw null;

    /// <summary>Altera o estado global da batalha.</summary>
    /// <param name="newState">Novo estado.</param>
    public void SetBattleState(BattleState newState) => throw null;

    /// <summary>Avança o contador de rodadas (<see cref="CurrentRound"/>).</summary>
    public void AdvanceRound() => throw null;

    /// <summary>Encerra a preparação e passa à fase de rodadas, emitindo <c>TransitionedToRounds</c>.</summary>
    public void TransitionToRounds() => throw null;

    /// <summary>Obtém todos os personagens da batalha, das duas equipes.</summary>
    /// <returns>Coleção Godot com os <see cref="CharacterType"/> das duas equipes.</returns>
    public Godot.Collections.Array GetAllCharacters() => throw null;

    /// <summary>Obtém os personagens da equipe do jogador.</summary>
    /// <returns>Lista com os personagens do jogador.</returns>
    public List<CharacterType> GetPlayerTeam() => throw null;

    /// <summary>Obtém os personagens da equipe inimiga.</summary>
    /// <returns>Lista com os personagens inimigos.</returns>
    public List<CharacterType> GetEnemyTeam() => throw null;

    /// <summary>Escreve no console de depuração os locais e slots ocupados pelos personagens.</summary>
    /// <param name="context">Texto que identifica o momento do registro, ou <c>null</c>.</param>
    public void LogLocationInfo(string? context) => throw null;

    /// <summary>Escreve no console de depuração a composição das equipes.</summary>
    /// <param name="context">Texto que identifica o momento do registro.</param>
    public void LogTeamInfo(string context) => throw null;
}
