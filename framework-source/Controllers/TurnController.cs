using Godot;

namespace DiceRolling.Controllers;

/// <summary>
/// Executa em sequência os turnos da fila de iniciativa, aplicando as ações declaradas e consumindo a energia gasta.
/// </summary>
/// <remarks>
/// <para>
/// Acionado pelo <see cref="RoundController"/> com <see cref="StartTurnsResolution"/>. Para cada personagem da fila do
/// <see cref="QueueController"/>: emite <c>TurnStarted</c>, executa a ação registrada em
/// <see cref="ActionsController.DeclaredActions"/> (um passe não faz nada), gasta a energia exigida, emite
/// <c>ActionPerformed</c> e emite <c>TurnEnded</c>. Cada personagem executa uma ação por turno.
/// </para>
/// <para>
/// Pelo fluxo de batalha do design, quem age vai para o fim da fila e quem cai sai dela; o código atual ainda não chama
/// <see cref="QueueController.MoveCharacterToEndOfQueue"/> nem <see cref="QueueController.RemoveCharacterFromQueue"/>
/// durante os turnos.
/// </para>
/// <para>Emite <c>TurnsResolved</c> quando a fila acaba ou quando um dos lados fica sem ninguém de pé.</para>
/// </remarks>
public partial class TurnController : RefCounted
{
    /// <summary>Cria o controlador sem fila associada.</summary>
    public TurnController() => throw null;

    /// <summary>Cria o controlador associado a uma fila de iniciativa.</summary>
    /// <param name="queueController">Fila de iniciativa usada para ordenar os turnos, ou <c>null</c>.</param>
    public TurnController(QueueController? queueController) => throw null;

    /// <summary>Inicia a resolução dos turnos da rodada atual.</summary>
    public void StartTurnsResolution() => throw null;
}
