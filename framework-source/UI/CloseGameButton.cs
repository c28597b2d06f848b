using Godot;

namespace DiceRolling.UI;

/// <summary>
/// Botão que encerra o jogo ao ser pressionado.
/// </summary>
/// <remarks>
/// Serve à opção Exit do menu principal do protótipo atual e, no design, à opção Sair do menu principal e da tela de fim
/// de jogo.
/// </remarks>
[Tool]
public partial class CloseGameButton : Button
{
    /// <summary>Chamado pelo Godot ao entrar na árvore; conecta o pressionamento do botão ao encerramento do jogo.</summary>
    public override void _Ready() => throw null;
}
