using Godot;

namespace DiceRolling.Controllers;

/// <summary>
/// Ao fim de cada rodada, verifica vitória ou derrota pela vida das equipes e, se um dos lados ficar sem
/// ninguém de pé, encerra a batalha.
/// </summary>
/// <remarks>
/// Escuta <c>RoundEnded</c> de <see cref="BattleEvents"/>. Vitória: todos os inimigos derrotados. Derrota: todos os
/// aliados derrotados. Emite <c>BattleResultChecked</c> e <c>BattleEnded</c>, que o <see cref="PostBattleController"/>
/// escuta.
/// </remarks>
public partial class BattleResultsController : RefCounted
{
    /// <summary>Cria o controlador e o inscreve no sinal <c>RoundEnded</c>.</summary>
    public BattleResultsController() => throw null;

    /// <summary>Verifica se a batalha terminou e, nesse caso, emite o resultado.</summary>
    public void CheckBattleResult() => throw null;
}
